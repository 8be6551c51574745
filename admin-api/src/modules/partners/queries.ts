// Reads of the partners module: a partner's facts for the access checks, its discovery categories,
// sales reps, contact subjects and requests, its contract row, the member's purchases from its
// supplier, and the related data every partner detail carries (PARTNERS.related).
import { sql, type SQL } from 'drizzle-orm';
import { type DbExecutor, rowsOf } from '../../db/client';
import { type RelatedViewer } from '../content/content-type';
import { type StoredFile } from '../content/files';
import { memberVisible } from '../content/visibility';

/** The partner item as access checks and the module's actions need it. */
export type PartnerRow = {
  id: number;
  title: string;
  status: number;
  publish_date: Date | string;
  country_id: number;
  image_id: number | null;
  contact_email: string | null;
  supplier_code: string | null;
  /** The language staff wrote the partner in (its mails speak it), null when unset. */
  language_code: string | null;
};

export async function findPartner(db: DbExecutor, id: number): Promise<PartnerRow | null> {
  const [row] = await rowsOf<PartnerRow>(
    db,
    sql`select id, title, status, publish_date, country_id, image_id,
               extra->>'contactEmail' as contact_email, extra->>'supplierCode' as supplier_code,
               (select code from languages where languages.id = content_items.language_id) as language_code
          from content_items where id = ${id} and type = 'partners'`,
  );
  return row ?? null;
}

/** Who counts a category's partners: members their country's visible ones, staff every linked partner. */
export type CountViewer = { isStaff: boolean; countryId: number };

export type DiscoveryRow = {
  id: number;
  code: string;
  name: string;
  description: string;
  position: number;
  partner_count: number;
};

function partnerCount(viewer: CountViewer, now: Date): SQL {
  const visible = viewer.isStaff ? [] : memberVisible(viewer.countryId, now);
  const where = sql.join([sql`l.category_id = c.id`, sql`i.type = 'partners'`, ...visible], sql` and `);
  return sql`(select count(*)::int from partner_discovery_links l join content_items i on i.id = l.partner_id
              where ${where})`;
}

export function discoveryCategories(
  db: DbExecutor,
  viewer: CountViewer,
  now: Date,
  id?: number,
): Promise<DiscoveryRow[]> {
  return rowsOf<DiscoveryRow>(
    db,
    sql`select c.id, c.code, c.name, c.description, c.position, ${partnerCount(viewer, now)} as partner_count
          from partner_discovery_categories c
         ${id === undefined ? sql`` : sql`where c.id = ${id}`}
         order by c.position, c.id`,
  );
}

/** The list condition (alias `i`) of the partners linked to a discovery category. */
export function inDiscoveryCategory(categoryId: number): SQL {
  return sql`exists (select 1 from partner_discovery_links l where l.partner_id = i.id and l.category_id = ${categoryId})`;
}

/** Of `partnerIds`, those whose supplier the member bought from since `fromMonth` (purchase_monthly). */
export async function partnersBoughtFrom(
  db: DbExecutor,
  memberId: number,
  partnerIds: readonly number[],
  fromMonth: string,
): Promise<Set<number>> {
  if (partnerIds.length === 0) return new Set();
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select i.id from content_items i
         where i.id in (${idList(partnerIds)})
           and exists (select 1 from purchase_monthly p join suppliers s on s.id = p.supplier_id
                        where s.code = i.extra->>'supplierCode' and p.member_id = ${memberId}
                          and p.month >= ${fromMonth})`,
  );
  return new Set(rows.map((row) => row.id));
}

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

export type SalesRepRow = {
  id: number;
  partner_id: number;
  region: string;
  name: string;
  phone: string;
  email: string;
  position: number;
};

const REP_COLUMNS = sql`id, partner_id, region, name, phone, email, position`;

/** Reps of the partners (all when `partnerIds` is null), by partner, position, id. */
export function salesReps(db: DbExecutor, partnerIds: readonly number[] | null): Promise<SalesRepRow[]> {
  const where = partnerIds === null ? sql`` : sql`where partner_id in (${idList(partnerIds)})`;
  return rowsOf<SalesRepRow>(
    db,
    sql`select ${REP_COLUMNS} from partner_sales_reps ${where} order by partner_id, position, id`,
  );
}

export async function findSalesRep(db: DbExecutor, id: number): Promise<SalesRepRow | null> {
  const [row] = await rowsOf<SalesRepRow>(db, sql`select ${REP_COLUMNS} from partner_sales_reps where id = ${id}`);
  return row ?? null;
}

export type SubjectRow = { id: number; code: string; name: string };

export function contactSubjects(db: DbExecutor): Promise<SubjectRow[]> {
  return rowsOf<SubjectRow>(db, sql`select id, code, name from partner_contact_subjects order by position, id`);
}

export async function findSubject(db: DbExecutor, id: number): Promise<SubjectRow | null> {
  const [row] = await rowsOf<SubjectRow>(db, sql`select id, code, name from partner_contact_subjects where id = ${id}`);
  return row ?? null;
}

export type ContactRequestRow = {
  id: number;
  partner_id: number;
  message: string;
  created_at: Date | string;
  subject: SubjectRow;
  user: { id: number; name: string; email: string } | null;
  member: { id: number; name: string };
  total: number;
};

/** A page of a partner's contact requests, newest first, with the total. */
export function contactRequests(
  db: DbExecutor,
  partnerId: number,
  window: { limit: number; offset: number },
): Promise<ContactRequestRow[]> {
  return rowsOf<ContactRequestRow>(
    db,
    sql`select r.id, r.partner_id, r.message, r.created_at,
               json_build_object('id', s.id, 'code', s.code, 'name', s.name) as subject,
               case when u.id is null then null else json_build_object(
                 'id', u.id, 'name', trim(u.first_name || ' ' || u.last_name), 'email', u.email) end as "user",
               json_build_object('id', m.id, 'name', m.name) as member,
               (count(*) over ())::int as total
          from partner_contact_requests r
          join partner_contact_subjects s on s.id = r.subject_id
          join members m on m.id = r.member_id
          left join users u on u.id = r.user_id
         where r.partner_id = ${partnerId}
         order by r.created_at desc, r.id desc
         limit ${window.limit} offset ${window.offset}`,
  );
}

export type ContractRow = {
  id: number;
  item_id: number;
  storage_key: string;
  name: string;
  size: number;
  content_type: string;
};

const CONTRACT_COLUMNS = sql`id, item_id, storage_key, name, size, content_type`;

/** The partners' contract rows (role `contract`), newest first. */
export function contractRows(db: DbExecutor, partnerIds: readonly number[]): Promise<ContractRow[]> {
  if (partnerIds.length === 0) return Promise.resolve([]);
  return rowsOf<ContractRow>(
    db,
    sql`select ${CONTRACT_COLUMNS} from content_files
         where role = 'contract' and type = 'partners' and item_id in (${idList(partnerIds)})
         order by id desc`,
  );
}

export type ArchivedContractRow = ContractRow & { title: string; country_code: string };

/** Every partner's contract (of one country when given), for the staff archive. */
export function allContracts(db: DbExecutor, countryId: number | undefined): Promise<ArchivedContractRow[]> {
  return rowsOf<ArchivedContractRow>(
    db,
    sql`select f.id, f.item_id, f.storage_key, f.name, f.size, f.content_type, i.title, c.code as country_code
          from content_files f
          join content_items i on i.id = f.item_id
          join countries c on c.id = i.country_id
         where f.role = 'contract' and f.type = 'partners' and i.type = 'partners'
           ${countryId === undefined ? sql`` : sql`and i.country_id = ${countryId}`}
         order by c.code, lower(i.title), i.id, f.id`,
  );
}

export async function countryExists(db: DbExecutor, id: number): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(db, sql`select id from countries where id = ${id}`);
  return rows.length > 0;
}

export async function storedFile(db: DbExecutor, id: number): Promise<StoredFile | null> {
  const [row] = await rowsOf<StoredFile>(
    db,
    sql`select id, storage_key, name, size, content_type from content_files where id = ${id}`,
  );
  return row ?? null;
}

export type SpendRow = { spend: string | null; list: string | null; rebates: string | null; data_as_of: string | null };

/** The member's purchases from the supplier with `supplierCode` in the months [from, to). */
export async function supplierSpend(
  db: DbExecutor,
  memberId: number,
  supplierCode: string,
  months: { from: string; to: string },
): Promise<SpendRow> {
  const [row] = await rowsOf<SpendRow>(
    db,
    sql`select sum(p.net_amount) as spend, sum(p.list_amount) as list, sum(p.rebate_amount) as rebates,
               (select max(l.invoice_date)::text from purchase_lines l join suppliers ls on ls.id = l.supplier_id
                 where l.member_id = ${memberId} and ls.code = ${supplierCode}) as data_as_of
          from purchase_monthly p join suppliers s on s.id = p.supplier_id
         where p.member_id = ${memberId} and s.code = ${supplierCode}
           and p.month >= ${months.from} and p.month < ${months.to}`,
  );
  return row ?? { spend: null, list: null, rebates: null, data_as_of: null };
}

export type DiscoveryLinkRow = { partner_id: number; id: number; code: string; name: string };

export function discoveryLinks(db: DbExecutor, partnerIds: readonly number[]): Promise<DiscoveryLinkRow[]> {
  if (partnerIds.length === 0) return Promise.resolve([]);
  return rowsOf<DiscoveryLinkRow>(
    db,
    sql`select l.partner_id, c.id, c.code, c.name
          from partner_discovery_links l join partner_discovery_categories c on c.id = l.category_id
         where l.partner_id in (${idList(partnerIds)})
         order by c.position, c.id`,
  );
}

export function existingDiscoveryIds(db: DbExecutor, ids: readonly number[]): Promise<{ id: number }[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return rowsOf<{ id: number }>(db, sql`select id from partner_discovery_categories where id in (${idList(ids)})`);
}

/** The policy subject of the viewer (without feature flags: the contract rule reads none). */
export type ViewerLevels = {
  isStaff: boolean;
  isShared: boolean;
  changeMember: boolean;
  role: number;
  levels: { id: number; name: string }[];
};

export async function viewerLevels(db: DbExecutor, viewer: RelatedViewer): Promise<ViewerLevels | null> {
  const [row] = await rowsOf<{
    is_staff: boolean;
    is_shared: boolean;
    change_member: boolean;
    role: number;
    levels: { id: number; name: string }[];
  }>(
    db,
    sql`select u.is_staff, u.is_shared, u.change_member, u.role,
               (select coalesce(json_agg(json_build_object('id', lv.id, 'name', lv.name) order by lv.id), '[]'::json)
                  from member_levels ml join levels lv on lv.id = ml.level_id
                 where ml.member_id = ${viewer.memberId}) as levels
          from users u where u.id = ${viewer.userId}`,
  );
  if (!row) return null;
  return {
    isStaff: row.is_staff,
    isShared: row.is_shared,
    changeMember: row.change_member,
    role: row.role,
    levels: row.levels,
  };
}

/** Of `ids`, the partners with a contact address (they take contact requests). */
export async function contactablePartners(db: DbExecutor, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select id from content_items
         where id in (${idList(ids)}) and coalesce(trim(extra->>'contactEmail'), '') <> ''`,
  );
  return new Set(rows.map((row) => row.id));
}
