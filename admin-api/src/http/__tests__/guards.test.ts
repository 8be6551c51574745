// The declarative guards: `requireFeature` and `requirePolicy` decide with the shared rules on the
// user's country flags and levels, staff pass only when a route says so, and a guard answers before
// the route's schema does.
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { ReadCache } from '../../core/read-cache';
import { members, users } from '../../db/schema/accounts';
import { featureFlags } from '../../db/schema/feature-flags';
import { FEATURE } from '../../rules/features';
import { createTokenService } from '../../security/jwt';
import { createTestApp, OWNER, SHARED, STAFF, TEST_SECRET, type TestApp, VIEWER } from '../../test-support/test-app';
import { makeAuthenticate, type PreHandler } from '../auth';
import { policySubjectOf, requireFeature, requirePolicy } from '../guards';

let t: TestApp;

/** The app's own `authenticate` is in its context; the test routes build one on the test database. */
const authenticate: PreHandler = async (request, reply) =>
  makeAuthenticate(t.db, createTokenService(TEST_SECRET, t.clock.now), new ReadCache(0))(request, reply);

beforeAll(async () => {
  t = await createTestApp({
    extend: (app) => {
      const ok = async () => ({ ok: true });
      app.get('/test/contact/', { preHandler: [authenticate, requireFeature(FEATURE.contact)] }, ok);
      app.get(
        '/test/contact-or-staff/',
        { preHandler: [authenticate, requireFeature(FEATURE.contact, { orStaff: true })] },
        ok,
      );
      app.get('/test/manage-users/', { preHandler: [authenticate, requirePolicy('manageUsers')] }, ok);
      app.get(
        '/test/manage-users-or-staff/',
        { preHandler: [authenticate, requirePolicy('manageUsers', { orStaff: true })] },
        ok,
      );
      app.post(
        '/test/contact-form/',
        {
          schema: { body: z.object({ subject: z.string().min(1) }) },
          preHandler: [authenticate, requireFeature(FEATURE.contact)],
        },
        ok,
      );
      app.get(
        '/test/subject-once/',
        { preHandler: [authenticate, requireFeature(FEATURE.contact), requirePolicy('manageUsers')] },
        async (request) => ({
          same: policySubjectOf(request) === policySubjectOf(request),
        }),
      );
    },
  });
});
afterAll(async () => {
  await t.close();
});

async function countryOf(email: string): Promise<number> {
  const [row] = await t.db
    .select({ countryId: members.countryId })
    .from(users)
    .innerJoin(members, eq(members.id, users.memberId))
    .where(eq(users.email, email));
  if (!row) throw new Error(email);
  return row.countryId;
}

async function setAvailable(email: string, features: number[], available: boolean): Promise<void> {
  await t.db
    .update(featureFlags)
    .set({ available })
    .where(and(eq(featureFlags.countryId, await countryOf(email)), inArray(featureFlags.feature, features)));
}

const get = async (url: string, as: string) => {
  const response = await t.call({ url, as });
  return { status: response.statusCode, body: response.json() as unknown };
};

const FEATURE_DENIED = { status: 403, body: { detail: 'This feature is not available to you.' } };
const POLICY_DENIED = { status: 403, body: { detail: 'You do not have permission to perform this action.' } };
const ALLOWED = { status: 200, body: { ok: true } };

describe('requireFeature', () => {
  afterEach(async () => {
    for (const email of [OWNER, STAFF]) await setAvailable(email, [FEATURE.contact, FEATURE.selfOnboarding], true);
  });

  it("allows a feature available in the user's country to their levels, and refuses it once it is not", async () => {
    expect(await get('/test/contact/', OWNER)).toEqual(ALLOWED);
    await setAvailable(OWNER, [FEATURE.contact], false);
    expect(await get('/test/contact/', OWNER)).toEqual(FEATURE_DENIED);
  });

  it('checks staff like anyone, unless the route lets staff pass', async () => {
    await setAvailable(STAFF, [FEATURE.contact], false);
    expect(await get('/test/contact/', STAFF)).toEqual(FEATURE_DENIED);
    expect(await get('/test/contact-or-staff/', STAFF)).toEqual(ALLOWED);
    await setAvailable(OWNER, [FEATURE.contact], false);
    expect(await get('/test/contact-or-staff/', OWNER)).toEqual(FEATURE_DENIED);
  });

  it('answers 401 before it looks at the feature, and 403 before the body is checked', async () => {
    expect((await t.call({ url: '/test/contact/' })).statusCode).toBe(401);
    await setAvailable(OWNER, [FEATURE.contact], false);
    const refused = await t.call({ method: 'POST', url: '/test/contact-form/', as: OWNER, payload: {} });
    expect({ status: refused.statusCode, body: refused.json() }).toEqual(FEATURE_DENIED);
    await setAvailable(OWNER, [FEATURE.contact], true);
    const invalid = await t.call({ method: 'POST', url: '/test/contact-form/', as: OWNER, payload: {} });
    expect({ status: invalid.statusCode, body: invalid.json() }).toEqual({
      status: 400,
      body: { subject: ['This field is required.'] },
    });
  });
});

describe('requirePolicy', () => {
  afterEach(async () => {
    for (const email of [OWNER, STAFF]) await setAvailable(email, [FEATURE.selfOnboarding], true);
  });

  it('allows what lib/rules/policy.ts allows (Manage users: the owner), refuses the rest', async () => {
    expect(await get('/test/manage-users/', OWNER)).toEqual(ALLOWED);
    expect(await get('/test/manage-users/', SHARED)).toEqual(POLICY_DENIED);
    expect(await get('/test/manage-users/', VIEWER)).toEqual(POLICY_DENIED);
    await setAvailable(OWNER, [FEATURE.selfOnboarding], false);
    expect(await get('/test/manage-users/', OWNER)).toEqual(POLICY_DENIED);
  });

  it('lets staff pass only on routes that say so', async () => {
    await setAvailable(STAFF, [FEATURE.selfOnboarding], false);
    expect(await get('/test/manage-users/', STAFF)).toEqual(POLICY_DENIED);
    expect(await get('/test/manage-users-or-staff/', STAFF)).toEqual(ALLOWED);
    expect(await get('/test/manage-users-or-staff/', SHARED)).toEqual(POLICY_DENIED);
  });

  it('builds the policy subject once per request, however many guards ask', async () => {
    expect(await get('/test/subject-once/', OWNER)).toEqual({ status: 200, body: { same: true } });
  });
});
