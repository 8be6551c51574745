import { pageParam } from '@/lib/http/query-param';
import { MEMBER_PARAM, readMemberQuery } from '@/lib/members/member-query';
import { ROUTES } from '@/lib/routes';
import type { ParsedUrlQuery } from 'node:querystring';

export const COMMITMENT_SCOPES = ['active', 'ended'] as const;
export type CommitmentScope = (typeof COMMITMENT_SCOPES)[number];

/** What `/commitments` takes from its address: `?status=ended&page=2&member=7`. */
export type CommitmentsQuery = { status: CommitmentScope; page: number; member: number | null };

/** Reads the address, ignoring anything malformed. */
export function readCommitmentsQuery(query: ParsedUrlQuery): CommitmentsQuery {
  return {
    status: query.status === 'ended' ? 'ended' : 'active',
    page: pageParam(query.page),
    member: readMemberQuery(query),
  };
}

function withParams(path: string, params: URLSearchParams): string {
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The list's address; defaults are left out. */
export function commitmentsHref(query: Partial<CommitmentsQuery>): string {
  const params = new URLSearchParams();
  if (query.status === 'ended') params.set('status', 'ended');
  if (query.page && query.page > 1) params.set('page', String(query.page));
  if (query.member) params.set(MEMBER_PARAM, String(query.member));
  return withParams(ROUTES.commitments.list, params);
}

/** The tracking page's address for a member (or the user's own). */
export function trackHref(member: number | null): string {
  const params = new URLSearchParams();
  if (member) params.set(MEMBER_PARAM, String(member));
  return withParams(ROUTES.commitments.track, params);
}
