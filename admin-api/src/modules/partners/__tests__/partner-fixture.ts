// Partners written straight into a test database (published unless told otherwise, dated a day
// before the app's clock), and the small helpers the partners tests share.
import { and, eq } from 'drizzle-orm';
import { contentItems } from '../../../db/schema/content';
import { featureFlags } from '../../../db/schema/feature-flags';
import { partnerContactSubjects, partnerDiscoveryCategories } from '../../../db/schema/partners';
import { FEATURE } from '../../../rules/features';
import { type TestApp } from '../../../test-support/test-app';

export type PartnerSeed = {
  title: string;
  countryId: number;
  status?: number;
  publishDate?: Date;
  extra?: Record<string, unknown>;
};

export async function insertPartner(t: TestApp, seed: PartnerSeed): Promise<number> {
  const now = t.clock.now();
  const [row] = await t.db
    .insert(contentItems)
    .values({
      type: 'partners',
      title: seed.title,
      status: seed.status ?? 2,
      countryId: seed.countryId,
      publishDate: seed.publishDate ?? new Date(now.getTime() - 86_400_000),
      createdAt: now,
      updatedAt: now,
      extra: seed.extra ?? {},
    })
    .returning({ id: contentItems.id });
  if (!row) throw new Error('partner not inserted');
  return row.id;
}

export async function insertSubject(t: TestApp, code: string, name: string, position: number): Promise<number> {
  const [row] = await t.db
    .insert(partnerContactSubjects)
    .values({ code, name, position })
    .returning({ id: partnerContactSubjects.id });
  if (!row) throw new Error('subject not inserted');
  return row.id;
}

export async function insertDiscovery(t: TestApp, code: string, position: number): Promise<number> {
  const [row] = await t.db
    .insert(partnerDiscoveryCategories)
    .values({ code, name: `Name ${code}`, description: `About ${code}`, position })
    .returning({ id: partnerDiscoveryCategories.id });
  if (!row) throw new Error('discovery category not inserted');
  return row.id;
}

/** Runs `check` while the Partners feature is unavailable in the country. */
export async function withoutPartnersFeature(t: TestApp, countryId: number, check: () => Promise<void>): Promise<void> {
  const where = and(eq(featureFlags.countryId, countryId), eq(featureFlags.feature, FEATURE.partners));
  await t.db.update(featureFlags).set({ available: false }).where(where);
  try {
    await check();
  } finally {
    await t.db.update(featureFlags).set({ available: true }).where(where);
  }
}

export const api = (path: string) => `/api/v1/${path.replace(/^\//, '')}`;
