import { and, eq } from 'drizzle-orm';
import { users } from '../../../db/schema/accounts';
import { featureFlags } from '../../../db/schema/feature-flags';
import { notifications } from '../../../db/schema/notifications';
import { FEATURE } from '../../../rules/features';
import { MEMBER_LEVEL } from '../../../seed/data/levels';
import {
  countryIds,
  createTestApp,
  ENGAGED,
  MANAGER,
  OWNER,
  SHARED,
  STAFF,
  type TestApp,
} from '../../../test-support/test-app';
import { AT_RISK_VERB, checkCommitmentsAtRisk, dailyAtRiskCheck } from '../at-risk';
import { prepareScene, type Refs, TEST_NOW } from './fixture';

/** Göteborg's second owner (seed/data/users.ts). */
const GUSTAV = 'gustav@vetnet.example';

let t: TestApp;
let refs: Refs;
let goteborg: number;
let solna: number;
let umea: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ refs, goteborg, solna, umea } = await prepareScene(t, 'CRISK'));
});
afterAll(async () => {
  await t.close();
});

async function create(payload: Record<string, unknown>): Promise<number> {
  const response = await t.call({
    method: 'POST',
    url: '/api/v1/commitments/',
    as: STAFF,
    payload: { supplier: refs.suppliers[0], periodStart: '2026-01-01', periodEnd: '2027-01-01', ...payload },
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

/** The at-risk notifications about one commitment, by recipient id. */
async function notified(commitmentId: number) {
  return t.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.actorId, commitmentId),
        eq(notifications.verb, AT_RISK_VERB),
        eq(notifications.description, 'Report'),
      ),
    )
    .orderBy(notifications.recipientId);
}

describe('the at-risk notification', () => {
  let atRisk: number;
  let onTrack: number;

  beforeAll(async () => {
    atRisk = await create({ member: goteborg, targetAmount: '150000' });
    onTrack = await create({ member: goteborg, targetAmount: '100000' });
  });

  it('goes to the owners and managers once per commitment, however often the check runs', async () => {
    expect(await checkCommitmentsAtRisk(t.db, t.clock.now(), [umea])).toEqual([]);
    expect(await notified(atRisk)).toHaveLength(0);

    expect(await checkCommitmentsAtRisk(t.db, t.clock.now(), [goteborg])).toEqual([atRisk]);
    expect(await checkCommitmentsAtRisk(t.db, t.clock.now(), [goteborg])).toEqual([]);
    t.clock.advance(24 * 60 * 60 * 1000);
    expect(await dailyAtRiskCheck(t.db, t.clock.now())).toEqual([]);
    // September with nothing bought since June: the other one falls behind too, and is told once.
    t.clock.set(new Date('2026-09-02T06:00:00Z'));
    try {
      expect(await dailyAtRiskCheck(t.db, t.clock.now())).toEqual([onTrack]);
      expect(await dailyAtRiskCheck(t.db, t.clock.now())).toEqual([]);
    } finally {
      t.clock.set(TEST_NOW);
    }

    const rows = await notified(atRisk);
    // Göteborg's two owners, each told once.
    expect(rows.map((row) => row.recipientId)).toEqual([await t.userId(ENGAGED), await t.userId(GUSTAV)]);
    for (const row of rows) {
      expect(row).toMatchObject({
        actorTitle: 'CRISK Vetpharma – 2026',
        // The Commitments feature's levels in Sweden: b-engaged members.
        actorLevels: [MEMBER_LEVEL.engaged],
        verb: 'is at risk',
        description: 'Report',
        unread: true,
      });
    }
    expect(await notified(onTrack)).toHaveLength(2);
  });

  it('shows in the owner’s notifications', async () => {
    const list = (await t.call({ url: '/api/v1/notifications/?description=Report', as: ENGAGED })).json();
    expect(list.results).toContainEqual(
      expect.objectContaining({
        description: 'Report',
        verb: 'is at risk',
        actor: expect.objectContaining({ id: atRisk, title: 'CRISK Vetpharma – 2026' }),
      }),
    );
  });

  it('reaches every active owner and manager of the member, and nobody else', async () => {
    const solnaRisk = await create({ member: solna, category: refs.categories[1], targetAmount: '1000' });
    expect(await dailyAtRiskCheck(t.db, t.clock.now())).toEqual([solnaRisk]);
    const recipients = (await notified(solnaRisk)).map((row) => row.recipientId);
    const expected = await Promise.all([OWNER, MANAGER, SHARED].map((email) => t.userId(email)));
    expect(recipients).toEqual(expected.sort((a, b) => a - b));
    // An owner who leaves is not told about the next one.
    await t.db.update(users).set({ isActive: false }).where(eq(users.email, SHARED));
    const next = await create({
      member: solna,
      supplier: refs.suppliers[1],
      targetAmount: '500',
      periodStart: '2026-06-01',
    });
    expect(await checkCommitmentsAtRisk(t.db, t.clock.now(), [solna])).toEqual([next]);
    expect(await notified(next)).toHaveLength(2);
  });

  it('waits while the member’s country does not offer Commitments', async () => {
    const se = (await countryIds(t)).se as number;
    const commitmentsFlag = and(eq(featureFlags.countryId, se), eq(featureFlags.feature, FEATURE.commitments));
    await t.db.update(featureFlags).set({ available: false }).where(commitmentsFlag);
    const waiting = await create({ member: goteborg, targetAmount: '900000' });
    expect(await dailyAtRiskCheck(t.db, t.clock.now())).toEqual([]);
    await t.db.update(featureFlags).set({ available: true }).where(commitmentsFlag);
    expect(await dailyAtRiskCheck(t.db, t.clock.now())).toEqual([waiting]);
  });

  it('does not notify a period that has ended or not begun', async () => {
    const ended = await create({
      member: goteborg,
      periodStart: '2025-01-01',
      periodEnd: '2026-01-01',
      targetAmount: '9',
    });
    const later = await create({ member: goteborg, periodStart: '2026-07-01', targetAmount: '9' });
    expect(await dailyAtRiskCheck(t.db, t.clock.now())).toEqual([]);
    expect([...(await notified(ended)), ...(await notified(later))]).toHaveLength(0);
  });

  it('goes out again, once, when staff give the commitment a new period', async () => {
    const patched = await t.call({
      method: 'PATCH',
      url: `/api/v1/commitments/${atRisk}/`,
      as: STAFF,
      payload: { periodStart: '2026-02-01' },
    });
    expect(patched.json()).toMatchObject({ status: 'at_risk' });
    expect(await dailyAtRiskCheck(t.db, t.clock.now())).toEqual([atRisk]);
    expect(await dailyAtRiskCheck(t.db, t.clock.now())).toEqual([]);
    const erik = await t.userId(ENGAGED);
    const rows = (await notified(atRisk)).filter((row) => row.recipientId === erik);
    expect(rows).toHaveLength(2);
    // The Swedish recipient's months (issue 24).
    expect(rows[1]?.actorTitle).toBe('CRISK Vetpharma – feb.–dec. 2026');
  });
});
