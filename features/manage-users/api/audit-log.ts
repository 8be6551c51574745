import useSWR from 'swr';
import { apiClient } from '@/lib/api/browser-client';
import type { ApiClient } from '@/lib/api/client';
import { EMPTY_PAGE, extraOrNothing } from '@/lib/api/page-or-nothing';
import type { Page } from '@/lib/api/read-answer';
import { SETTINGS_API, type AuditEntry } from '@/lib/contract/settings';
import { MEMBER_PARAM } from '@/lib/members/member-query';

/** The log of the user's own member, or (staff) of `member`. */
export function auditLogKey(page: number, member: number | null = null): string {
  const key = `${SETTINGS_API.auditLog}?page=${page}`;
  return member ? `${key}&${MEMBER_PARAM}=${member}` : key;
}

/**
 * `GET users/audit-log/`: who changed what of the member's users, newest first. Our API's extension:
 * where the API lacks it the log is empty, and Manage users works without it.
 */
export function getAuditLog(api: ApiClient, key: string): Promise<Page<AuditEntry>> {
  return extraOrNothing(async () => {
    const [answer, { readAuditPage }] = await Promise.all([api.get<unknown>(key), import('./read-users')]);
    return readAuditPage(answer);
  }, EMPTY_PAGE);
}

export function useAuditLog(page: number, member: number | null) {
  // No `keepPreviousData`: it would show another page over the first one's fallback data.
  return useSWR(auditLogKey(page, member), (path: string) => getAuditLog(apiClient, path));
}
