import { eq } from 'drizzle-orm';
import { type ManagedUser } from '../../../contract/settings';
import { users } from '../../../db/schema/accounts';
import { languages } from '../../../db/schema/locale';
import { USER_ROLE } from '../../../rules/levels';
import { USER_ADMIN_MESSAGES } from '../../../rules/user-admin';
import {
  createTestApp,
  DE_OWNER,
  INVITED,
  MANAGER,
  OWNER,
  STAFF,
  type TestApp,
  VIEWER,
} from '../../../test-support/test-app';
import {
  auditLog,
  invitation,
  invite,
  latestMail,
  login,
  mailCount,
  rowOf,
  setPasswordFrom,
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

const THREE_DAYS = 3 * 24 * 60 * 60 * 1000;
const resend = (as: string, id: number) => t.call({ method: 'POST', url: `${USERS}${id}/resend-invitation/`, as });
const revoke = (as: string, id: number) => t.call({ method: 'DELETE', url: `${USERS}${id}/`, as });

async function languageId(code: string): Promise<number> {
  const [row] = await t.db.select({ id: languages.id }).from(languages).where(eq(languages.code, code));
  if (!row) throw new Error(code);
  return row.id;
}

describe('POST users/ (invitation)', () => {
  it('creates a pending user, mails a link that activates the account, and logs both', async () => {
    const email = 'petra.new@vetnet.example';
    const response = await invite(t, OWNER, invitation('Petra.New@Vetnet.Example', { firstName: 'Petra', role: 16 }));
    expect(response.statusCode).toBe(201);
    const row: ManagedUser = response.json();
    expect(row).toEqual({
      id: expect.any(Number),
      firstName: 'Petra',
      lastName: 'Invitee',
      email,
      title: 1,
      role: USER_ROLE.contributor,
      isShared: false,
      isStaff: false,
      isActive: false,
      status: 'invited',
      invitedAt: expect.stringMatching(/Z$/),
      invitationExpired: false,
      lastLogin: null,
    });
    const stored = await userRow(t, email);
    expect(stored).toMatchObject({
      password: null,
      isActive: false,
      memberId: (await userRow(t, OWNER)).memberId,
      invitedById: await t.userId(OWNER),
      languageId: await languageId('sv'),
    });

    const mail = await latestMail(t, email);
    // In the invitee's language (Swedish, the inviter's and the clinic's).
    expect(mail.subject).toBe('Du är inbjuden till Vetnet');
    expect(mail.text).toContain('Olivia Owner har bjudit in dig till Vetnet-portalen för Djurkliniken Solna');
    expect(mail.text).toContain('gäller i 3 dagar');
    const link = new URL(mail.link ?? '');
    expect(`${link.origin}${link.pathname}`).toBe('http://portal.test/login/set-password');
    expect(link.searchParams.get('activation')).toBe('1');
    expect(mail.text).toContain(mail.link);

    expect((await login(t, email, 'petra-secret-1')).statusCode).toBe(400);
    expect((await setPasswordFrom(t, mail.link ?? '', 'petra-secret-1')).statusCode).toBe(204);
    expect((await login(t, email, 'petra-secret-1')).statusCode).toBe(200);
    expect(await rowOf(t, OWNER, email)).toMatchObject({ status: 'active', isActive: true, role: 16 });

    const entries = (await auditLog(t, OWNER)).results.filter((entry) => entry.target.email === email);
    expect(entries).toEqual([
      {
        id: expect.any(Number),
        createdAt: expect.any(String),
        action: 'activated',
        actor: { id: row.id, name: 'Petra Invitee' },
        target: { id: row.id, name: 'Petra Invitee', email },
        details: {},
      },
      {
        id: expect.any(Number),
        createdAt: expect.any(String),
        action: 'invited',
        actor: { id: await t.userId(OWNER), name: 'Olivia Owner' },
        target: { id: row.id, name: 'Petra Invitee', email },
        details: { role: 16 },
      },
    ]);
  });

  it("gives the invitee the inviter's language when the member's country uses it, else the country's first", async () => {
    // Staff (English) inviting into Aarhus (Danish only), and into Solna (Swedish and English).
    expect((await invite(t, STAFF, invitation('dane@vetnet.example'), '?member=7')).statusCode).toBe(201);
    expect((await userRow(t, 'dane@vetnet.example')).languageId).toBe(await languageId('da'));
    expect((await invite(t, STAFF, invitation('swede@vetnet.example'), '?member=2')).statusCode).toBe(201);
    expect((await userRow(t, 'swede@vetnet.example')).languageId).toBe(await languageId('en'));
    expect((await userRow(t, 'swede@vetnet.example')).memberId).toBe(2);
  });

  it('answers a field error for an e-mail already in use, whatever its case', async () => {
    for (const email of [VIEWER, ' Viewer@VETNET.example ', 'contributor@vetnet.example']) {
      const before = await mailCount(t, email.trim().toLowerCase());
      const response = await invite(t, OWNER, invitation(email));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ email: ['A user with this e-mail address already exists.'] });
      expect(await mailCount(t, email.trim().toLowerCase())).toBe(before);
    }
  });

  it('validates the invitation DRF style', async () => {
    const empty = await t.call({ method: 'POST', url: USERS, as: OWNER, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      email: ['This field is required.'],
      firstName: ['This field is required.'],
      lastName: ['This field is required.'],
      title: ['This field is required.'],
      role: ['This field is required.'],
    });
    const bad = await invite(t, OWNER, {
      email: 'not-an-address',
      firstName: '  ',
      lastName: 'x'.repeat(151),
      title: 7 as never,
      role: 3,
    });
    expect(bad.json()).toEqual({
      email: ['Enter a valid email address.'],
      firstName: ['This field may not be blank.'],
      lastName: ['Ensure this field has no more than 150 characters.'],
      title: ['"7" is not a valid choice.'],
      role: ['"3" is not a valid choice.'],
    });
  });

  it('lets a manager with the feature invite anyone but an owner', async () => {
    await withSelfOnboardingFor(t, [USER_ROLE.owner, USER_ROLE.manager], async () => {
      const owner = await invite(t, MANAGER, invitation('would-be-owner@vetnet.example', { role: USER_ROLE.owner }));
      expect(owner.statusCode).toBe(400);
      expect(owner.json()).toEqual({ role: [USER_ADMIN_MESSAGES.ownerByNonOwner] });
      expect(await t.db.select().from(users).where(eq(users.email, 'would-be-owner@vetnet.example'))).toEqual([]);
      const manager = await invite(t, MANAGER, invitation('new-manager@vetnet.example', { role: USER_ROLE.manager }));
      expect(manager.statusCode).toBe(201);
    });
  });
});

describe('invitation expiry and resending', () => {
  it('expires the link after 3 days; resend mails a working one', async () => {
    const email = 'late.larry@vetnet.example';
    const { id } = (await invite(t, OWNER, invitation(email, { firstName: 'Larry' }))).json();
    const firstLink = (await latestMail(t, email)).link ?? '';
    const start = t.clock.now();
    t.clock.advance(THREE_DAYS - 60_000);
    try {
      expect(await rowOf(t, OWNER, email)).toMatchObject({ status: 'invited', invitationExpired: false });
      t.clock.advance(2 * 60_000);
      expect(await rowOf(t, OWNER, email)).toMatchObject({ status: 'invited', invitationExpired: true });
      const late = await setPasswordFrom(t, firstLink, 'larry-secret-1');
      expect(late.statusCode).toBe(400);
      expect(late.json()).toEqual({ token: ['Invalid token for given user.'] });

      expect((await resend(OWNER, id)).statusCode).toBe(204);
      const mail = await latestMail(t, email);
      expect(mail.subject).toBe('Du är inbjuden till Vetnet');
      expect(mail.link).not.toBe(firstLink);
      expect(await rowOf(t, OWNER, email)).toMatchObject({ status: 'invited', invitationExpired: false });
      expect((await setPasswordFrom(t, mail.link ?? '', 'larry-secret-1')).statusCode).toBe(204);
      expect(await rowOf(t, OWNER, email)).toMatchObject({ status: 'active', invitationExpired: false });
      const actions = (await auditLog(t, OWNER)).results
        .filter((entry) => entry.target.email === email)
        .map((entry) => entry.action);
      expect(actions).toEqual(['activated', 'invitation_resent', 'invited']);
    } finally {
      t.clock.set(start);
    }
  });

  it('resends only a pending invitation, of a role the caller may give, of their own member', async () => {
    const notPending = await resend(OWNER, await t.userId(VIEWER));
    expect(notPending.statusCode).toBe(400);
    expect(notPending.json()).toEqual({ nonFieldErrors: ['Only a pending invitation can be sent again.'] });
    // Inactive but never invited through Manage users: not a pending invitation either.
    expect((await resend(OWNER, await t.userId(INVITED))).statusCode).toBe(400);
    const dane = await t.userId('dane@vetnet.example');
    expect((await resend(OWNER, dane)).statusCode).toBe(404);
    expect((await resend(STAFF, dane)).statusCode).toBe(204);
    const { id } = (await invite(t, OWNER, invitation('owner-to-be@vetnet.example', { role: 14 }))).json();
    await withSelfOnboardingFor(t, [USER_ROLE.owner, USER_ROLE.manager], async () => {
      const byManager = await resend(MANAGER, id);
      expect(byManager.statusCode).toBe(400);
      expect(byManager.json()).toEqual({ nonFieldErrors: [USER_ADMIN_MESSAGES.ownerByNonOwner] });
    });
    expect((await resend(OWNER, 999_999)).statusCode).toBe(404);
  });
});

describe('DELETE users/{id}/ (revoke)', () => {
  it('deletes a pending invitation and keeps its audit entry', async () => {
    const email = 'revoked.rita@vetnet.example';
    const { id } = (await invite(t, OWNER, invitation(email, { firstName: 'Rita' }))).json();
    expect((await revoke(OWNER, id)).statusCode).toBe(204);
    expect(await t.db.select().from(users).where(eq(users.id, id))).toEqual([]);
    expect(await rowOf(t, OWNER, email)).toBeUndefined();
    const entries = (await auditLog(t, OWNER)).results.filter((entry) => entry.target.email === email);
    expect(entries.map((entry) => entry.action)).toEqual(['invitation_revoked', 'invited']);
    expect(entries[0]).toMatchObject({
      action: 'invitation_revoked',
      actor: { id: await t.userId(OWNER), name: 'Olivia Owner' },
      target: { id: null, name: 'Rita Invitee', email },
    });
    expect((await revoke(OWNER, id)).statusCode).toBe(404);
    // The address is free again.
    expect((await invite(t, OWNER, invitation(email))).statusCode).toBe(201);
  });

  it('refuses anything but a pending invitation', async () => {
    for (const email of [VIEWER, INVITED]) {
      const response = await revoke(OWNER, await t.userId(email));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ nonFieldErrors: ['Only a pending invitation can be revoked.'] });
      expect(await rowOf(t, OWNER, email)).toBeDefined();
    }
    const { id } = (await invite(t, OWNER, invitation('accepted.anna@vetnet.example'))).json();
    await setPasswordFrom(t, (await latestMail(t, 'accepted.anna@vetnet.example')).link ?? '', 'anna-secret-1');
    expect((await revoke(OWNER, id)).statusCode).toBe(400);
    expect((await revoke(OWNER, await t.userId('dane@vetnet.example'))).statusCode).toBe(404);
  });
});

describe('the invitation throttle', () => {
  it('limits invitations and resent ones together, per user, 20 an hour', async () => {
    const sent: number[] = [];
    for (let i = 0; i < 19; i += 1) {
      const response = await invite(t, DE_OWNER, invitation(`kollegin${i}@hamburg.example`));
      expect(response.statusCode).toBe(201);
      sent.push(response.json().id);
    }
    expect((await resend(DE_OWNER, sent[0] ?? 0)).statusCode).toBe(204);
    const over = await invite(t, DE_OWNER, invitation('one-too-many@hamburg.example'));
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBe('3600');
    expect((await resend(DE_OWNER, sent[1] ?? 0)).statusCode).toBe(429);
    expect(await t.db.select().from(users).where(eq(users.email, 'one-too-many@hamburg.example'))).toEqual([]);
    // Another user has a count of their own; the hour passes.
    expect((await invite(t, STAFF, invitation('not-throttled@vetnet.example'))).statusCode).toBe(201);
    const start = t.clock.now();
    t.clock.advance(60 * 60 * 1000 + 1000);
    try {
      expect((await invite(t, DE_OWNER, invitation('one-too-many@hamburg.example'))).statusCode).toBe(201);
    } finally {
      t.clock.set(start);
    }
  });
});
