// A campaign's partner for its answers (CAMPAIGNS.related): one query for every campaign of a list
// or detail answer. A member gets the partner only when they could read it (published, started,
// of their country); staff always.
import { sql } from 'drizzle-orm';
import { type DbExecutor, rowsOf } from '../../db/client';
import { sqlList } from '../../db/sql-list';
import { type ReadThrough, type RelatedViewer } from '../content/content-type';
import { publishedAt } from '../content/published';
import { type PartnerRow, serializeCampaignRelated } from './serialize';

export async function campaignRelated(
  db: DbExecutor,
  ids: readonly number[],
  viewer: RelatedViewer,
  _answer?: 'list' | 'detail',
  cached?: ReadThrough,
): Promise<ReadonlyMap<number, Readonly<Record<string, unknown>>>> {
  if (!cached) return campaignPartners(db, ids, viewer);
  // The same for every member of a country (and for all staff): shared through the read cache, like
  // the member lists themselves (whose TTL bounds how late a partner's publish time shows).
  const readers = viewer.isStaff ? 'staff' : `country-${viewer.countryId}`;
  return cached(`campaign-related|${readers}|${ids.join(',')}`, () => campaignPartners(db, ids, viewer));
}

async function campaignPartners(
  db: DbExecutor,
  ids: readonly number[],
  viewer: RelatedViewer,
): Promise<ReadonlyMap<number, Readonly<Record<string, unknown>>>> {
  const readable = viewer.isStaff ? sql`true` : publishedAt('p', viewer.now, viewer.countryId);
  const rows = await rowsOf<PartnerRow>(
    db,
    sql`select c.id as campaign_id, p.id, p.title,
               case when f.id is null then null
                    else json_build_object('id', f.id, 'name', f.name, 'size', f.size, 'contentType', f.content_type) end as logo
          from content_items c
          left join content_items p
            on p.type = 'partners' and p.id::text = c.extra->>'partnerId' and ${readable}
          left join content_files f on f.id = p.image_id
         where c.type = 'campaigns' and c.id in (${sqlList(ids)})`,
  );
  return new Map(rows.map((row) => [row.campaign_id, serializeCampaignRelated(row)]));
}
