import * as v from 'valibot';
import type { ApiClient } from '@/lib/api/client';
import { PROFILE_LIMITS, SETTINGS_API, type InviteBody, type ManagedUser } from '@/lib/contract/settings';
import { POSITION } from '@/lib/contract/user';
import { withMember } from '@/lib/members/member-query';
import { USER_ROLE_IDS } from '@/lib/rules/levels';

const name = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(PROFILE_LIMITS.name));

/** An invitation as the form checks it; the API checks it again (and lower-cases the address). */
export const inviteSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(254), v.email()),
  firstName: name,
  lastName: name,
  title: v.nullable(v.picklist(Object.values(POSITION))),
  role: v.picklist(USER_ROLE_IDS),
});

/** `POST users/`: invites a user to the member (staff: to `member`), who gets a set-password link by e-mail. */
export async function inviteUser(api: ApiClient, body: InviteBody, member: number | null = null): Promise<ManagedUser> {
  const [answer, { readManagedUser }] = await Promise.all([
    api.post<unknown>(withMember(SETTINGS_API.users, member), body),
    import('./read-users'),
  ]);
  return readManagedUser(answer);
}
