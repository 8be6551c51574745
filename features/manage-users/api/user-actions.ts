import type { ApiClient } from '@/lib/api/client';
import { SETTINGS_API, type ManagedUser, type ManagedUserChanges } from '@/lib/contract/settings';

/** `PATCH users/{id}/`: a new role, or (de)activation; the API applies lib/rules/user-admin.ts again. */
export async function changeUser(api: ApiClient, id: number, changes: ManagedUserChanges): Promise<ManagedUser> {
  const [answer, { readManagedUser }] = await Promise.all([
    api.patch<unknown>(SETTINGS_API.user(id), changes),
    import('./read-users'),
  ]);
  return readManagedUser(answer);
}

/** Mails a pending invitation again, with a fresh link. */
export function resendInvitation(api: ApiClient, id: number): Promise<void> {
  return api.post(SETTINGS_API.resendInvitation(id));
}

/** Deletes a pending invitation. */
export function revokeInvitation(api: ApiClient, id: number): Promise<void> {
  return api.delete(SETTINGS_API.user(id));
}
