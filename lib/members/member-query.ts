import { parseMemberId } from '@/lib/contract/member-id';
import type { MemberSegment } from '@/lib/contract/purchasing';

/** The query parameter of the member a chain user or staff looks at (`?member=7`): shareable in a link. */
export const MEMBER_PARAM = 'member';

/** A member id from `?member=`, or null (the user's own member). Syntax only: the API decides who may see it. */
export function readMemberQuery(query: Record<string, string | string[] | undefined>): number | null {
  return parseMemberId(query[MEMBER_PARAM]);
}

/** The last path segment of a series call. */
export function memberSegment(member: number | null): MemberSegment {
  return member ?? 'current';
}

/** `?member=7` or nothing, to append to a page link that keeps the chosen member. */
export function withMember(path: string, member: number | null, params: Record<string, string | number> = {}): string {
  const search = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]));
  if (member !== null) search.set(MEMBER_PARAM, String(member));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
