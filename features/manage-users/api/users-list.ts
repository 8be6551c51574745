import useSWR from 'swr';
import { apiClient } from '@/lib/api/browser-client';
import type { ApiClient } from '@/lib/api/client';
import { pageOrNothing } from '@/lib/api/page-or-nothing';
import type { Page } from '@/lib/api/read-answer';
import { SETTINGS_API, USER_STATUS, type ManagedUser } from '@/lib/contract/settings';
import { MEMBER_PARAM } from '@/lib/members/member-query';
import { USER_ROLE } from '@/lib/rules/levels';
import type { UsersQuery } from '../users-query';

/** The SWR key of a list: its API path with the query in a fixed order. */
export function usersKey({ search, status, page, member }: UsersQuery): string {
  const params = new URLSearchParams({ page: String(page) });
  if (search) params.set('search', search);
  if (status) params.set('status', status);
  if (member) params.set(MEMBER_PARAM, String(member));
  return `${SETTINGS_API.users}?${params.toString()}`;
}

/**
 * The member's active owners, counted by the API (`count` of a one-row page), whatever the list
 * shows: the last-owner rule needs them even while the list is filtered to invitations.
 */
export function activeOwnersKey(member: number | null): string {
  const key = `${SETTINGS_API.users}?role=${USER_ROLE.owner}&status=${USER_STATUS.active}&page_size=1`;
  return member ? `${key}&${MEMBER_PARAM}=${member}` : key;
}

/** The active owners of the user's own member. */
export const ACTIVE_OWNERS_KEY = activeOwnersKey(null);

export async function getUsers(api: ApiClient, key: string): Promise<Page<ManagedUser>> {
  const [answer, { readUserPage }] = await Promise.all([api.get<unknown>(key), import('./read-users')]);
  return readUserPage(answer);
}

/** A list from an address someone may have edited finds nothing rather than failing (lib/api/page-or-nothing). */
export function getUsersOrNothing(api: ApiClient, key: string): Promise<Page<ManagedUser>> {
  return pageOrNothing(() => getUsers(api, key));
}

export async function getActiveOwnerCount(api: ApiClient, key = ACTIVE_OWNERS_KEY): Promise<number> {
  return (await getUsers(api, key)).count;
}

export function useUsers(key: string) {
  return useSWR(key, (path: string) => getUsers(apiClient, path));
}

export function useActiveOwnerCount(member: number | null) {
  return useSWR(activeOwnersKey(member), (key: string) => getActiveOwnerCount(apiClient, key));
}
