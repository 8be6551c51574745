import useSWR from 'swr';
import { apiClient } from '@/lib/api/browser-client';
import type { ApiClient } from '@/lib/api/client';
import type { Page } from '@/lib/api/read-answer';
import { SETTINGS_API, type AuditEntry } from '@/lib/contract/settings';

export function auditLogKey(page: number): string {
  return `${SETTINGS_API.auditLog}?page=${page}`;
}

/** `GET users/audit-log/`: who changed what of the member's users, newest first. */
export async function getAuditLog(api: ApiClient, key: string): Promise<Page<AuditEntry>> {
  const [answer, { readAuditPage }] = await Promise.all([api.get<unknown>(key), import('./read-users')]);
  return readAuditPage(answer);
}

export function useAuditLog(page: number) {
  // No `keepPreviousData`: it would show another page over the first one's fallback data.
  return useSWR(auditLogKey(page), (path: string) => getAuditLog(apiClient, path));
}
