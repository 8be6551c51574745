// Demo data of the commercial area (src/seed/data/partners.ts, campaigns.ts, direct-ads.ts): the
// partners with their logos, specializations, discovery categories, sales reps, price lists and
// contracts; the contact subjects; campaigns and direct ads; and notifications about them.
// Idempotent: it runs only while there is no partner item. One transaction, a statement per table.
import { count, eq, inArray, sql } from 'drizzle-orm';
import { CONTACT_TYPE } from '../contract/partners';
import { type Db } from '../db/client';
import { contentCategories, contentFiles, contentItemCategories, contentItems } from '../db/schema/content';
import {
  partnerContactSubjects,
  partnerDiscoveryCategories,
  partnerDiscoveryLinks,
  partnerSalesReps,
} from '../db/schema/partners';
import { type FileStorage, newStorageKey } from '../storage/storage';
import { campaignExtra, campaignSeeds } from './data/campaigns';
import { directAdExtra, directAdSeeds } from './data/direct-ads';
import {
  CAMPAIGN_CATEGORIES,
  CAMPAIGN_CATEGORY_CODES,
  CONTACT_SUBJECTS,
  DIRECT_AD_CATEGORIES,
  DIRECT_AD_CATEGORY_CODES,
  DISCOVERY_CATEGORIES,
  partnerSeeds,
  SPECIALIZATION_CODES,
  SPECIALIZATIONS,
} from './data/partners';
import { pngImage } from './files';
import { localeIds } from './locale-ids';
import { partnerLogo } from './logos';
import { contractPdf, leafletPdf, priceListPdf } from './partner-files';
import { seedPartnerNotifications } from './partner-notifications';

export const PARTNER_TYPES = { partners: 'partners', campaigns: 'campaigns', directads: 'directads' } as const;

const DAY = 24 * 60 * 60 * 1000;

type Blob = { key: string; name: string; contentType: string; size: number };
type ItemRow = { id: number; type: string; countryId: number; title: string };
type FileSeed = { type: string; itemId: number; role: string; blob: Blob };

export async function hasPartners(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(contentItems).where(eq(contentItems.type, PARTNER_TYPES.partners));
  return (row?.n ?? 0) > 0;
}

function lookup<K, V>(map: ReadonlyMap<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Partner seed names an unknown ${what}: ${String(key)}`);
  return value;
}

/** Rows by `<type>|<countryId>|<title>`, each seeded title being unique in its type and country. */
function byKey(rows: readonly ItemRow[]): Map<string, number> {
  const map = new Map(rows.map((row) => [`${row.type}|${row.countryId}|${row.title}`, row.id]));
  if (map.size !== rows.length) throw new Error('Partner seed titles repeat within a country');
  return map;
}

/** Seeds the area; returns false (and changes nothing) when there are partners already. */
export async function seedPartners(db: Db, storage: FileStorage, at: Date = new Date()): Promise<boolean> {
  if (await hasPartners(db)) return false;
  const locales = await localeIds(db);
  if (!locales) return false;
  const { countryId, languageId } = locales;
  const now = new Date(Math.floor(at.getTime() / 1000) * 1000);
  const partners = partnerSeeds(now);
  const campaigns = campaignSeeds(now);
  const ads = directAdSeeds(now);

  // Each document is stored once and shared by the copies of a partner in every country.
  const store = async (name: string, contentType: string, data: Buffer | Promise<Buffer>): Promise<Blob> => {
    const bytes = await data;
    const key = newStorageKey(now);
    await storage.put(key, bytes, contentType);
    return { key, name, contentType, size: bytes.length };
  };
  const suppliers = [...new Map(partners.map((p) => [p.supplier.code, p])).values()];
  const logos = new Map(
    await Promise.all(
      suppliers.map(
        async (p) =>
          [
            p.supplier.code,
            await store(`${p.supplier.code.toLowerCase()}-logo.png`, 'image/png', partnerLogo(p.supplier.code)),
          ] as const,
      ),
    ),
  );
  const priceLists = new Map(
    await Promise.all(
      suppliers
        .filter((p) => p.priceList)
        .map(
          async (p) =>
            [
              p.supplier.code,
              await store(
                `${p.supplier.name} price list ${now.getUTCFullYear()}.pdf`,
                'application/pdf',
                priceListPdf(p.supplier.name, now.getUTCFullYear()),
              ),
            ] as const,
        ),
    ),
  );
  const contracts = new Map(
    await Promise.all(
      suppliers
        .filter((p) => p.contactType === CONTACT_TYPE.mainContract)
        .map(
          async (p) =>
            [
              p.supplier.code,
              await store(
                `Agreement ${p.supplier.name}.pdf`,
                'application/pdf',
                contractPdf(
                  p.supplier.name,
                  new Date(String(p.extra.agreementStartsAt)),
                  new Date(String(p.extra.agreementEndsAt)),
                ),
              ),
            ] as const,
        ),
    ),
  );
  // A campaign's partner: the nth published partner of its country.
  const campaignPlans = campaigns.map((seed) => {
    const candidates = partners.filter((p) => p.country === seed.country && p.status === 2);
    const partner = candidates[seed.partnerPlace % candidates.length];
    if (!partner) throw new Error(`No published partner in ${seed.country} for a campaign`);
    return {
      seed,
      partner,
      title: seed.title(partner.title),
      offerUrl: `https://www.${partner.supplier.code.toLowerCase()}.example/vetnet`,
    };
  });
  const leaflets = new Map(
    await Promise.all(
      campaignPlans
        .filter((plan) => plan.seed.leaflet)
        .map(
          async (plan) =>
            [plan, await store('Leaflet.pdf', 'application/pdf', leafletPdf(plan.title, plan.seed.terms))] as const,
        ),
    ),
  );
  const adImages = [
    await store('photo-1.png', 'image/png', pngImage(480, 320, [96, 125, 139])),
    await store('photo-2.png', 'image/png', pngImage(480, 320, [141, 110, 99])),
  ];

  await db.transaction(async (tx) => {
    const categoryRows = await tx
      .insert(contentCategories)
      .values([
        ...SPECIALIZATIONS.map((name, position) => ({
          type: PARTNER_TYPES.partners,
          code: SPECIALIZATION_CODES[name],
          name,
          position,
        })),
        ...CAMPAIGN_CATEGORIES.map((name, position) => ({
          type: PARTNER_TYPES.campaigns,
          code: CAMPAIGN_CATEGORY_CODES[name],
          name,
          position,
        })),
        ...DIRECT_AD_CATEGORIES.map((name, position) => ({
          type: PARTNER_TYPES.directads,
          code: DIRECT_AD_CATEGORY_CODES[name],
          name,
          position,
        })),
      ])
      .returning({ id: contentCategories.id, type: contentCategories.type, name: contentCategories.name });
    const categoryId = new Map(categoryRows.map((row) => [`${row.type}|${row.name}`, row.id]));
    const discoveryRows = await tx
      .insert(partnerDiscoveryCategories)
      .values(DISCOVERY_CATEGORIES.map((category, position) => ({ ...category, position })))
      .returning({ id: partnerDiscoveryCategories.id, code: partnerDiscoveryCategories.code });
    const discoveryId = new Map(discoveryRows.map((row) => [row.code, row.id]));
    await tx
      .insert(partnerContactSubjects)
      .values(CONTACT_SUBJECTS.map((subject, position) => ({ ...subject, position })));

    const item = (
      type: string,
      seed: { country: string; language: string; summary: string; body: string; status: number; publishDate: Date },
      title: string,
      extra: Record<string, unknown>,
    ) => ({
      type,
      title,
      summary: seed.summary,
      body: seed.body,
      status: seed.status,
      countryId: lookup(countryId, seed.country, 'country'),
      languageId: languageId.get(seed.language) ?? null,
      publishDate: seed.publishDate,
      createdAt: new Date(seed.publishDate.getTime() - DAY),
      updatedAt: new Date(Math.min(seed.publishDate.getTime(), now.getTime())),
      extra,
    });
    const returning = {
      id: contentItems.id,
      type: contentItems.type,
      countryId: contentItems.countryId,
      title: contentItems.title,
    };

    const partnerIds = byKey(
      await tx
        .insert(contentItems)
        .values(partners.map((p) => item(PARTNER_TYPES.partners, p, p.title, p.extra)))
        .returning(returning),
    );
    const partnerIdOf = (p: (typeof partners)[number]) =>
      lookup(partnerIds, `${PARTNER_TYPES.partners}|${lookup(countryId, p.country, 'country')}|${p.title}`, 'partner');
    await tx.insert(contentItemCategories).values(
      partners.flatMap((p) =>
        p.specializations.map((name) => ({
          itemId: partnerIdOf(p),
          categoryId: lookup(categoryId, `${PARTNER_TYPES.partners}|${name}`, 'specialization'),
        })),
      ),
    );
    await tx.insert(partnerDiscoveryLinks).values(
      partners.flatMap((p) =>
        p.discovery.map((code) => ({
          partnerId: partnerIdOf(p),
          categoryId: lookup(discoveryId, code, 'discovery'),
        })),
      ),
    );
    await tx
      .insert(partnerSalesReps)
      .values(
        partners.flatMap((p) => p.salesReps.map((rep, position) => ({ partnerId: partnerIdOf(p), position, ...rep }))),
      );

    const campaignRows = campaignPlans.map((plan) => ({
      plan,
      values: item(
        PARTNER_TYPES.campaigns,
        { ...plan.seed, status: 2 },
        plan.title,
        campaignExtra(plan.seed, partnerIdOf(plan.partner), plan.offerUrl),
      ),
    }));
    const campaignIds = byKey(
      await tx
        .insert(contentItems)
        .values(campaignRows.map((row) => row.values))
        .returning(returning),
    );
    const adIds = byKey(
      await tx
        .insert(contentItems)
        .values(
          ads.map((ad) =>
            item(
              PARTNER_TYPES.directads,
              { ...ad, summary: ad.text, body: `<p>${ad.text}</p>`, status: 2 },
              ad.title,
              directAdExtra(ad),
            ),
          ),
        )
        .returning(returning),
    );

    const idOf = (ids: Map<string, number>, type: string, country: string, title: string) =>
      lookup(ids, `${type}|${lookup(countryId, country, 'country')}|${title}`, type);
    // Each campaign and ad in its category, so the lists' category filters find them.
    await tx.insert(contentItemCategories).values([
      ...campaignRows.map(({ plan }) => ({
        itemId: idOf(campaignIds, PARTNER_TYPES.campaigns, plan.seed.country, plan.title),
        categoryId: lookup(categoryId, `${PARTNER_TYPES.campaigns}|${plan.seed.category}`, 'campaign category'),
      })),
      ...ads.map((ad) => ({
        itemId: idOf(adIds, PARTNER_TYPES.directads, ad.country, ad.title),
        categoryId: lookup(categoryId, `${PARTNER_TYPES.directads}|${ad.category}`, 'direct ad category'),
      })),
    ]);
    const files: FileSeed[] = [
      ...partners.flatMap((p) => {
        const itemId = partnerIdOf(p);
        const type = PARTNER_TYPES.partners;
        const code = p.supplier.code;
        const priceList = priceLists.get(code);
        const contract = contracts.get(code);
        return [
          { type, itemId, role: 'image', blob: lookup(logos, code, 'logo') },
          ...(priceList ? [{ type, itemId, role: 'attachment', blob: priceList }] : []),
          ...(contract ? [{ type, itemId, role: 'contract', blob: contract }] : []),
        ];
      }),
      ...campaignRows.flatMap((row) => {
        const leaflet = leaflets.get(row.plan);
        if (!leaflet) return [];
        const itemId = idOf(campaignIds, PARTNER_TYPES.campaigns, row.plan.seed.country, row.plan.title);
        return [{ type: PARTNER_TYPES.campaigns, itemId, role: 'attachment', blob: leaflet }];
      }),
      ...ads.flatMap((ad, index) =>
        ad.image
          ? [
              {
                type: PARTNER_TYPES.directads,
                itemId: idOf(adIds, PARTNER_TYPES.directads, ad.country, ad.title),
                role: 'image',
                blob: adImages[index % adImages.length] ?? lookup(logos, 'VETEQUIP', 'logo'),
              },
            ]
          : [],
      ),
    ];
    await tx.insert(contentFiles).values(
      files.map(({ type, itemId, role, blob }) => ({
        type,
        itemId,
        role,
        storageKey: blob.key,
        name: blob.name,
        size: blob.size,
        contentType: blob.contentType,
        createdAt: now,
      })),
    );
    // Each logo and ad photo becomes its item's cover image, in one statement.
    await tx.execute(sql`
      update ${contentItems} set image_id = f.id
      from ${contentFiles} f
      where f.item_id = ${contentItems.id} and f.role = 'image'
        and ${inArray(contentItems.type, [PARTNER_TYPES.partners, PARTNER_TYPES.directads])}`);

    await seedPartnerNotifications(tx, now);
  });
  return true;
}
