import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema/accounts';
import { USER_ROLE } from '../../../rules/levels';
import { USER_ADMIN_MESSAGES } from '../../../rules/user-admin';
import {
  CHAIN,
  CONTRIBUTOR,
  createTestApp,
  INVITED,
  MANAGER,
  OWNER,
  SHARED,
  STAFF,
  type TestApp,
  VIEWER,
} from '../../../test-support/test-app';
import {
  AUDIT_LOG,
  auditLog,
  change,
  invitation,
  invite,
  latestMail,
  mailCount,
  USERS,
  userRow,
  withSelfOnboardingFor,
} from './support';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const refusal = (message: string) => ({ nonFieldErrors: [message] });

/** Makes `email` (not) an active user directly, for the duration of `run`. */
async function whileInactive(email: string, run: () => Promise<void>): Promise<void> {
  await t.db.update(users).set({ isActive: false }).where(eq(users.email, email));
  try {
    await run();
  } finally {
    await t.db.update(users).set({ isActive: true }).where(eq(users.email, email));
  }
}

async function roleOf(email: string): Promise<number> {
  return (await userRow(t, email)).role;
}

describe('PATCH users/{id}/: the rules', () => {
  it('refuses a change of your own role and your own deactivation', async () => {
    const self = await t.userId(OWNER);
    // Solna has two active owners (Olivia and the shared account), so the reason is "yourself".
    for (const payload of [{ role: USER_ROLE.manager }, { isActive: false }]) {
      const response = await change(t, OWNER, self, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refusal(USER_ADMIN_MESSAGES.self));
    }
    expect(await userRow(t, OWNER)).toMatchObject({ role: USER_ROLE.owner, isActive: true });
    // Sending what is already stored changes nothing and is no refusal.
    expect((await change(t, OWNER, self, { role: USER_ROLE.owner, isActive: true })).statusCode).toBe(200);
  });

  it('never demotes or deactivates the last active owner', async () => {
    const olivia = await t.userId(OWNER);
    await whileInactive(SHARED, async () => {
      for (const [as, payload] of [
        [OWNER, { role: USER_ROLE.viewer }],
        [STAFF, { role: USER_ROLE.manager }],
        [STAFF, { isActive: false }],
        [STAFF, { role: USER_ROLE.owner, isActive: false }],
      ] as const) {
        const response = await change(t, as, olivia, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(refusal(USER_ADMIN_MESSAGES.lastOwner));
      }
    });
    expect(await userRow(t, OWNER)).toMatchObject({ role: USER_ROLE.owner, isActive: true });
    // With a second active owner, staff may demote her.
    expect((await change(t, STAFF, olivia, { role: USER_ROLE.manager })).statusCode).toBe(200);
    expect((await change(t, STAFF, olivia, { role: USER_ROLE.owner })).statusCode).toBe(200);
  });

  it('lets only one of two owners demoting each other at once succeed', async () => {
    const [olivia, maja] = [await t.userId(OWNER), await t.userId(MANAGER)];
    expect((await change(t, OWNER, maja, { role: USER_ROLE.owner })).statusCode).toBe(200);
    try {
      await whileInactive(SHARED, async () => {
        const answers = await Promise.all([
          change(t, OWNER, maja, { role: USER_ROLE.viewer }),
          change(t, MANAGER, olivia, { role: USER_ROLE.viewer }),
        ]);
        // The loser is refused by the rule (400, last owner) or, once demoted before its turn, by the policy (403).
        const codes = answers.map((answer) => answer.statusCode).sort();
        expect(codes[0]).toBe(200);
        expect([400, 403]).toContain(codes[1]);
        const refused = answers.find((answer) => answer.statusCode === 400);
        if (refused) expect(refused.json()).toEqual(refusal(USER_ADMIN_MESSAGES.lastOwner));
        const roles = [await roleOf(OWNER), await roleOf(MANAGER)];
        expect(roles.filter((role) => role === USER_ROLE.owner)).toHaveLength(1);
      });
    } finally {
      await t.db.update(users).set({ role: USER_ROLE.owner }).where(eq(users.email, OWNER));
      await t.db.update(users).set({ role: USER_ROLE.manager }).where(eq(users.email, MANAGER));
    }
  });

  it('lets a manager with the feature change others, but neither make nor change an owner', async () => {
    const [olivia, vera] = [await t.userId(OWNER), await t.userId(VIEWER)];
    await withSelfOnboardingFor(t, [USER_ROLE.owner, USER_ROLE.manager], async () => {
      for (const [id, payload] of [
        [vera, { role: USER_ROLE.owner }],
        [olivia, { role: USER_ROLE.viewer }],
        [olivia, { isActive: false }],
      ] as const) {
        const response = await change(t, MANAGER, id, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(refusal(USER_ADMIN_MESSAGES.ownerByNonOwner));
      }
      expect(await userRow(t, OWNER)).toMatchObject({ role: USER_ROLE.owner, isActive: true });
      const allowed = await change(t, MANAGER, vera, { role: USER_ROLE.contributor });
      expect(allowed.statusCode).toBe(200);
      expect(allowed.json()).toMatchObject({ id: vera, role: USER_ROLE.contributor, status: 'active' });
      expect((await change(t, MANAGER, vera, { role: USER_ROLE.viewer })).statusCode).toBe(200);
    });
  });

  it('refuses shared accounts and users without the policy (403) before reading the body', async () => {
    const vera = await t.userId(VIEWER);
    const pending = (await invite(t, OWNER, invitation('pending.change@vetnet.example'))).json().id;
    const calls = [
      { method: 'GET', url: USERS },
      { method: 'POST', url: USERS, payload: { email: 'x' } },
      { method: 'PATCH', url: `${USERS}${vera}/`, payload: { role: 'x' } },
      { method: 'DELETE', url: `${USERS}${pending}/` },
      { method: 'POST', url: `${USERS}${pending}/resend-invitation/` },
      { method: 'GET', url: AUDIT_LOG },
    ] as const;
    for (const as of [SHARED, MANAGER, VIEWER, CHAIN]) {
      for (const call of calls) {
        const response = await t.call({ ...call, as });
        expect([as, call.method, call.url, response.statusCode]).toEqual([as, call.method, call.url, 403]);
      }
    }
    expect((await userRow(t, 'pending.change@vetnet.example')).isActive).toBe(false);
  });

  it("leaves a staff account to staff, even in the staff's own member", async () => {
    // A Vetnet staff account in Solna: Olivia owns the clinic but not the account.
    const maja = await t.userId(MANAGER);
    await t.db.update(users).set({ isStaff: true }).where(eq(users.id, maja));
    try {
      for (const payload of [{ role: USER_ROLE.viewer }, { isActive: false }]) {
        const response = await change(t, OWNER, maja, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(refusal(USER_ADMIN_MESSAGES.staffByNonStaff));
      }
      expect(await userRow(t, MANAGER)).toMatchObject({ role: USER_ROLE.manager, isActive: true, isStaff: true });
      expect((await change(t, STAFF, maja, { role: USER_ROLE.contributor })).statusCode).toBe(200);
    } finally {
      await t.db.update(users).set({ isStaff: false, role: USER_ROLE.manager }).where(eq(users.id, maja));
    }
  });

  it("answers 404 for another member's user, an unknown one and a malformed id", async () => {
    const dane = await t.userId(CONTRIBUTOR);
    for (const id of [dane, 999_999]) {
      const response = await change(t, OWNER, id, { isActive: false });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.' });
    }
    expect((await userRow(t, CONTRIBUTOR)).isActive).toBe(true);
    expect((await t.call({ method: 'PATCH', url: `${USERS}abc/`, as: OWNER, payload: {} })).statusCode).toBe(404);
    // Staff reach any member's users.
    expect((await change(t, STAFF, dane, { role: USER_ROLE.viewer })).statusCode).toBe(200);
    expect((await change(t, STAFF, dane, { role: USER_ROLE.contributor })).statusCode).toBe(200);
  });

  it('validates the change DRF style', async () => {
    const response = await change(t, OWNER, await t.userId(VIEWER), { role: 3, isActive: 'no' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ role: ['"3" is not a valid choice.'], isActive: ['Must be a valid boolean.'] });
  });
});

describe('PATCH users/{id}/: deactivation, reactivation, invitations', () => {
  it('deactivates a user, ending their sessions, and reactivates them', async () => {
    const vera = await t.userId(VIEWER);
    const before = await userRow(t, VIEWER);
    const off = await change(t, OWNER, vera, { isActive: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id: vera, isActive: false, status: 'inactive' });
    expect((await userRow(t, VIEWER)).tokenVersion).toBe(before.tokenVersion + 1);
    const session = await t.call({ url: '/api/v1/me/', as: VIEWER });
    expect(session.statusCode).toBe(401);

    // The activation mail is for users who never set a password: a deactivated one cannot come back alone.
    const mails = await mailCount(t, VIEWER);
    const activation = { method: 'POST', url: '/api/v1/auth/register/resend_activation_email/' } as const;
    expect((await t.call({ ...activation, payload: { email: VIEWER } })).statusCode).toBe(204);
    expect(await mailCount(t, VIEWER)).toBe(mails);

    const on = await change(t, OWNER, vera, { isActive: true });
    expect(on.json()).toMatchObject({ id: vera, isActive: true, status: 'active' });
    expect((await userRow(t, VIEWER)).tokenVersion).toBe(before.tokenVersion + 1);
    expect((await t.call({ url: '/api/v1/me/', as: VIEWER })).statusCode).toBe(200);
  });

  it("changes a pending invitation's role but does not activate it", async () => {
    const email = 'pending.pia@vetnet.example';
    const { id } = (await invite(t, OWNER, invitation(email, { firstName: 'Pia' }))).json();
    const refused = await change(t, OWNER, id, { isActive: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(refusal('This invitation has not been accepted yet.'));
    const promoted = await change(t, OWNER, id, { role: USER_ROLE.manager });
    expect(promoted.json()).toMatchObject({ id, role: USER_ROLE.manager, status: 'invited', isActive: false });
    // The old activation flow's user (no invitation) may be reactivated: they then reset a password.
    const ingrid = await t.userId(INVITED);
    expect((await change(t, OWNER, ingrid, { isActive: true })).json()).toMatchObject({ status: 'active' });
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, ingrid));
    expect(await latestMail(t, email)).toMatchObject({ subject: 'Du är inbjuden till Vetnet' });
  });
});

describe('GET users/audit-log/', () => {
  it('records each action with who did it, newest first, paged', async () => {
    const { id } = (
      await invite(t, STAFF, invitation('audited.adam@vetnet.example', { firstName: 'Adam' }), '?member=7')
    ).json();
    const steps: [string, () => Promise<unknown>][] = [
      ['invitation_resent', () => t.call({ method: 'POST', url: `${USERS}${id}/resend-invitation/`, as: STAFF })],
      ['role_changed', () => change(t, STAFF, id, { role: USER_ROLE.contributor })],
      ['invitation_revoked', () => t.call({ method: 'DELETE', url: `${USERS}${id}/`, as: STAFF })],
    ];
    for (const [, step] of steps) {
      t.clock.advance(60_000);
      await step();
    }
    const dane = await t.userId(CONTRIBUTOR);
    t.clock.advance(60_000);
    await change(t, STAFF, dane, { role: USER_ROLE.manager, isActive: false });
    t.clock.advance(60_000);
    await change(t, STAFF, dane, { role: USER_ROLE.contributor, isActive: true });

    const log = await auditLog(t, STAFF, '?member=7');
    const stella = { id: await t.userId(STAFF), name: 'Stella Staff' };
    const adam = { id: null, name: 'Adam Invitee', email: 'audited.adam@vetnet.example' };
    const carl = { id: dane, name: 'Carl Contributor', email: CONTRIBUTOR };
    expect(log.results.map(({ action, actor, target, details }) => ({ action, actor, target, details }))).toEqual([
      { action: 'reactivated', actor: stella, target: carl, details: {} },
      { action: 'role_changed', actor: stella, target: carl, details: { from: 15, to: 16 } },
      { action: 'deactivated', actor: stella, target: carl, details: {} },
      { action: 'role_changed', actor: stella, target: carl, details: { from: 16, to: 15 } },
      { action: 'invitation_revoked', actor: stella, target: adam, details: {} },
      { action: 'role_changed', actor: stella, target: adam, details: { from: 17, to: 16 } },
      { action: 'invitation_resent', actor: stella, target: adam, details: {} },
      { action: 'invited', actor: stella, target: adam, details: { role: 17 } },
      // The 404 test's changes of Carl by staff, before the clock moved.
      { action: 'role_changed', actor: stella, target: carl, details: { from: 17, to: 16 } },
      { action: 'role_changed', actor: stella, target: carl, details: { from: 16, to: 17 } },
    ]);
    const times = log.results.map((entry) => Date.parse(entry.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const paged = await auditLog(t, STAFF, '?member=7&page_size=3&page=2');
    expect(paged.results.map((entry) => entry.action)).toEqual(['role_changed', 'invitation_revoked', 'role_changed']);
    expect(paged.count).toBe(log.count);
    // Another member's log is not the owner's to read: `member` is staff's only.
    const solna = await auditLog(t, OWNER, '?member=7');
    expect(solna.count).toBeGreaterThan(0);
    expect(solna.results.some((entry) => entry.target.email === CONTRIBUTOR)).toBe(false);
  });
});
