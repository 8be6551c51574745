import { FEATURE, isFeatureAvailable, menuFeatures } from '../../../rules/features';
import {
  BE_OWNER,
  CONTRIBUTOR,
  createTestApp,
  DE_OWNER,
  ENGAGED,
  NEW_USER,
  OWNER,
  type TestApp,
  VIEWER,
} from '../../../test-support/test-app';

type Flag = { feature: number; available: boolean; displayInMenu: boolean; levels: number[] };

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function flagsOf(email: string): Promise<Flag[]> {
  const response = await t.call({ url: '/api/v1/feature-flags/', as: email });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function levelsOf(email: string): Promise<number[]> {
  const me = (await t.call({ url: '/api/v1/me/', as: email })).json();
  return me.levels.map((level: { id: number }) => level.id);
}

const flag = (flags: Flag[], feature: number) => flags.find((f) => f.feature === feature);

describe('GET feature-flags/', () => {
  it('answers one flag per feature id 0–17, in order', async () => {
    const flags = await flagsOf(OWNER);
    expect(flags.map((f) => f.feature)).toEqual([...Array(18).keys()]);
    expect(flag(flags, FEATURE.reports)).toEqual({
      feature: 0,
      available: true,
      displayInMenu: true,
      levels: [14, 15, 16],
    });
    expect(flag(flags, FEATURE.selfOnboarding)).toEqual({
      feature: 13,
      available: true,
      displayInMenu: false,
      levels: [14],
    });
    expect(flag(flags, FEATURE.commitments)?.levels).toEqual([2]);
    expect(flag(flags, FEATURE.clinicFinder)?.displayInMenu).toBe(false);
  });

  it("answers the flags of the user's own country", async () => {
    const sweden = await flagsOf(OWNER);
    const denmark = await flagsOf(CONTRIBUTOR);
    const germany = await flagsOf(DE_OWNER);
    const norway = await flagsOf(NEW_USER);
    const belgium = await flagsOf(BE_OWNER);
    expect(flag(sweden, FEATURE.discounts)?.available).toBe(true);
    for (const other of [denmark, germany, norway, belgium])
      expect(flag(other, FEATURE.discounts)?.available).toBe(false);
    expect(flag(denmark, FEATURE.directAds)?.available).toBe(false);
    expect(flag(sweden, FEATURE.directAds)?.available).toBe(true);
    expect(flag(germany, FEATURE.vetData)?.available).toBe(false);
    expect(flag(norway, FEATURE.reports)?.available).toBe(false);
    expect(flag(norway, FEATURE.spendAndSavings)?.available).toBe(true);
  });

  it('gives each demo account the features its description promises (lib/rules)', async () => {
    const can = async (email: string, feature: number) =>
      isFeatureAvailable(await flagsOf(email), feature, await levelsOf(email));
    expect(await can(OWNER, FEATURE.selfOnboarding)).toBe(true);
    expect(await can(VIEWER, FEATURE.reports)).toBe(false);
    expect(await can(CONTRIBUTOR, FEATURE.reports)).toBe(true);
    expect(await can(CONTRIBUTOR, FEATURE.spendAndSavings)).toBe(false);
    expect(await can(ENGAGED, FEATURE.commitments)).toBe(true);
    expect(await can(OWNER, FEATURE.commitments)).toBe(false);
    const norwayMenu = menuFeatures(await flagsOf(NEW_USER), await levelsOf(NEW_USER));
    expect(norwayMenu.has(FEATURE.spendAndSavings)).toBe(true);
    expect(norwayMenu.has(FEATURE.reports)).toBe(false);
  });

  it('needs a token', async () => {
    const response = await t.call({ url: '/api/v1/feature-flags/' });
    expect(response.statusCode).toBe(401);
  });
});
