// Helpers of the Manage users tests: calls of the endpoints, the invitation mail from the outbox and
// its link followed through the auth module's reset_password_confirm.
import { desc, eq } from 'drizzle-orm';
import { type AuditEntry, type InviteBody, type ManagedUser } from '../../../contract/settings';
import { users } from '../../../db/schema/accounts';
import { featureFlags } from '../../../db/schema/feature-flags';
import { outbox } from '../../../db/schema/outbox';
import { USER_ROLE } from '../../../rules/levels';
import { type TestApp } from '../../../test-support/test-app';

export const USERS = '/api/v1/users/';
export const AUDIT_LOG = '/api/v1/users/audit-log/';
export const CONFIRM = '/api/v1/auth/users/reset_password_confirm/';
export const LOGIN = '/api/v1/auth/api-token-auth/';

export type Page<T> = { count: number; next: string | null; previous: string | null; results: T[] };

export const invitation = (email: string, overrides: Partial<InviteBody> = {}): InviteBody => ({
  email,
  firstName: 'Ivan',
  lastName: 'Invitee',
  title: 1,
  role: USER_ROLE.viewer,
  ...overrides,
});

export function invite(t: TestApp, as: string, body: InviteBody, query = '') {
  return t.call({ method: 'POST', url: `${USERS}${query}`, as, payload: body });
}

export function change(t: TestApp, as: string, id: number, payload: Record<string, unknown>) {
  return t.call({ method: 'PATCH', url: `${USERS}${id}/`, as, payload });
}

export async function listUsers(t: TestApp, as: string, query = ''): Promise<Page<ManagedUser>> {
  const response = await t.call({ url: `${USERS}${query}`, as });
  expect(response.statusCode).toBe(200);
  return response.json();
}

export async function auditLog(t: TestApp, as: string, query = ''): Promise<Page<AuditEntry>> {
  const response = await t.call({ url: `${AUDIT_LOG}${query}`, as });
  expect(response.statusCode).toBe(200);
  return response.json();
}

export async function rowOf(t: TestApp, as: string, email: string): Promise<ManagedUser | undefined> {
  const page = await listUsers(t, as, `?search=${encodeURIComponent(email)}`);
  return page.results.find((row) => row.email === email);
}

/** The newest mail the outbox kept for `to`. */
export async function latestMail(t: TestApp, to: string) {
  const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id)).limit(1);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

export async function mailCount(t: TestApp, to: string): Promise<number> {
  return (await t.db.select({ id: outbox.id }).from(outbox).where(eq(outbox.to, to))).length;
}

/** Follows a set-password link as the portal's page does: reset_password_confirm with its uid and token. */
export function setPasswordFrom(t: TestApp, link: string, password: string) {
  const url = new URL(link);
  return t.call({
    method: 'POST',
    url: CONFIRM,
    payload: {
      uid: url.searchParams.get('uid'),
      token: url.searchParams.get('token'),
      newPassword: password,
      reNewPassword: password,
    },
  });
}

export function login(t: TestApp, email: string, password: string) {
  return t.call({ method: 'POST', url: LOGIN, payload: { email, password } });
}

export async function userRow(t: TestApp, email: string) {
  const [row] = await t.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row;
}

/** Opens Self Onboarding (13) to `levels` in every country for the duration of `run`. */
export async function withSelfOnboardingFor(t: TestApp, levels: number[], run: () => Promise<void>): Promise<void> {
  const [flag] = await t.db
    .select({ levels: featureFlags.levels })
    .from(featureFlags)
    .where(eq(featureFlags.feature, 13));
  await t.db.update(featureFlags).set({ levels }).where(eq(featureFlags.feature, 13));
  try {
    await run();
  } finally {
    await t.db
      .update(featureFlags)
      .set({ levels: flag?.levels ?? [USER_ROLE.owner] })
      .where(eq(featureFlags.feature, 13));
  }
}
