import { and, eq, sql } from 'drizzle-orm';
import { commitments } from '../../../db/schema/commitments';
import { notifications } from '../../../db/schema/notifications';
import { seedCommitments } from '../../../seed/commitments';
import { createTestApp, ENGAGED, MANAGER, OWNER, type TestApp } from '../../../test-support/test-app';
import { AT_RISK_VERB } from '../at-risk';
import { todayOf, trackMember } from '../track';
import { everyMonth, insertMonthly, insertRefs, memberId, type Refs } from './fixture';

let t: TestApp;
let refs: Refs;
const NOW = new Date('2026-06-15T10:00:00Z');
const GOTEBORG = 'Smådjursklinik Göteborg';
const SOLNA = 'Djurkliniken Solna';
const UMEA = 'Vetgroup Umeå';

beforeAll(async () => {
  t = await createTestApp();
  // The template may hold demo commitments already.
  await t.db.execute(sql`delete from commitments`);
  refs = await insertRefs(t.db, 'CSEED');
});
afterAll(async () => {
  await t.close();
});

async function statuses(name: string): Promise<string[]> {
  const tracking = await trackMember(t.db, await memberId(t.db, name), todayOf(NOW));
  return tracking.results.map((c) => c.status).sort();
}

const atRiskNotices = (recipientId: number) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientId, recipientId), eq(notifications.verb, AT_RISK_VERB)));

describe('seedCommitments', () => {
  it('seeds whatever the purchase data, once', async () => {
    expect(await seedCommitments(t.db, NOW)).toBe(true);
    expect(await t.db.$count(commitments)).toBe(7);
    expect(await seedCommitments(t.db, NOW)).toBe(false);
    expect(await t.db.$count(commitments)).toBe(7);
  });

  it('gives each seeded commitment its status from the purchase data, and tells the owners of those at risk', async () => {
    await t.db.execute(sql`delete from commitments`);
    await t.db.execute(sql`delete from notifications where verb = ${AT_RISK_VERB}`);
    const [s1, s2] = refs.suppliers as [number, number];
    const [c1, c2] = refs.categories as [number, number];
    for (const [name, scale] of [
      [GOTEBORG, 3],
      [SOLNA, 2],
      [UMEA, 1],
    ] as const) {
      const member = await memberId(t.db, name);
      await insertMonthly(t.db, member, s1, c1, everyMonth('2024-01', 30, `${scale * 8000}.25`));
      await insertMonthly(t.db, member, s2, c2, everyMonth('2024-01', 30, `${scale * 3000}.50`));
    }
    expect(await seedCommitments(t.db, NOW)).toBe(true);
    expect(await statuses(GOTEBORG)).toEqual(['achieved', 'at_risk', 'missed', 'on_track']);
    expect(await statuses(SOLNA)).toEqual(['at_risk']);
    expect(await statuses(UMEA)).toEqual(['achieved', 'on_track']);

    const tracking = await trackMember(t.db, await memberId(t.db, GOTEBORG), todayOf(NOW));
    const atRisk = tracking.results.find((c) => c.status === 'at_risk');
    // Far below: the target is about 1.6 times the projection.
    const ratio = Number(atRisk?.targetAmount) / Number(atRisk?.projectedAmount);
    expect(ratio).toBeGreaterThan(1.55);
    expect(ratio).toBeLessThan(1.65);
    expect(atRisk?.tiers).toHaveLength(3);
    expect(await atRiskNotices(await t.userId(ENGAGED))).toEqual([
      expect.objectContaining({ actorId: atRisk?.id, description: 'Report' }),
    ]);
    for (const email of [OWNER, MANAGER]) expect(await atRiskNotices(await t.userId(email))).toHaveLength(1);
  });
});
