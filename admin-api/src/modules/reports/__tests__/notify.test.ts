import { eq, sql } from 'drizzle-orm';
import { users } from '../../../db/schema/accounts';
import { USER_ROLE } from '../../../rules/levels';
import { CONTRIBUTOR, createTestApp, DE_OWNER, OWNER, type TestApp } from '../../../test-support/test-app';
import { notifyReportReady } from '../notify';

// Issue 24: the "is ready" notification names the statement in each recipient's language, as the
// reports page does ("Quarterly statement Q3 2026 — Rapport · klar" mixed English and Swedish).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The Danish contributor becomes an owner, so their member's statement is announced to them.
  await t.db.update(users).set({ role: USER_ROLE.owner }).where(eq(users.email, CONTRIBUTOR));
});
afterAll(async () => {
  await t.close();
});

async function titleFor(email: string, periodQuarter: number | null): Promise<string | undefined> {
  const [user] = await t.db.select({ memberId: users.memberId }).from(users).where(eq(users.email, email));
  const report = {
    id: 900_000 + (periodQuarter ?? 0),
    kind: periodQuarter === null ? 2 : 1,
    periodYear: 2026,
    periodQuarter,
  };
  expect(await notifyReportReady(t.db, user?.memberId ?? 0, report, t.clock.now())).toBeGreaterThan(0);
  const result = (await t.db.execute(sql`
    select n.actor_title from notifications n join users u on u.id = n.recipient_id
     where u.email = ${email} and n.actor_id = ${report.id} and n.verb = 'is ready'`)) as unknown as {
    rows: { actor_title: string }[];
  };
  return result.rows[0]?.actor_title;
}

describe('the report-ready notification', () => {
  it('is Swedish for a Swedish owner', async () => {
    expect(await titleFor(OWNER, 3)).toBe('Kvartalsrapport över inköp, K3 2026');
  });

  it('is German for a German owner', async () => {
    expect(await titleFor(DE_OWNER, 3)).toBe('Quartalsabrechnung der Einkäufe, Q3 2026');
  });

  it('is Danish for a Danish owner, the yearly statement too', async () => {
    expect(await titleFor(CONTRIBUTOR, 3)).toBe('Kvartalsopgørelse over indkøb, 3. kvt. 2026');
    expect(await titleFor(CONTRIBUTOR, null)).toBe('Årlig bonusopgørelse, 2026');
  });
});
