// Rows of queries.ts to the shapes of lib/contract/partners.ts (and the staff-only contact-request rows).
import { apiPath } from '../../contract/api-prefix';
import { type FileRef } from '../../contract/content-item';
import {
  type ContactSubject,
  type DiscoveryCategory,
  PARTNERS_API,
  type PartnerSpend,
  type SalesRep,
} from '../../contract/partners';
import { isoUtc } from '../../http/dates';
import { formatCents, toCents } from '../purchasing/series/decimal';
import {
  type ContactRequestRow,
  type ContractRow,
  type DiscoveryRow,
  type SalesRepRow,
  type SpendRow,
  type SubjectRow,
} from './queries';

export const serializeDiscovery = (row: DiscoveryRow): DiscoveryCategory => ({
  id: row.id,
  code: row.code,
  name: row.name,
  description: row.description,
  partnerCount: Number(row.partner_count),
});

export const serializeSalesRep = (row: SalesRepRow): SalesRep => ({
  id: row.id,
  partner: row.partner_id,
  region: row.region,
  name: row.name,
  phone: row.phone,
  email: row.email,
  position: row.position,
});

export const serializeSubject = (row: SubjectRow): ContactSubject => ({ id: row.id, code: row.code, name: row.name });

/** The contract's address is the partner's, so it stays when the document is replaced. */
export const serializeContract = (row: ContractRow): FileRef => ({
  id: row.id,
  name: row.name,
  url: apiPath(PARTNERS_API.contractFile(row.item_id)),
  size: row.size,
  contentType: row.content_type,
});

/** A stored contact request as staff read it. */
export type ContactRequestBody = {
  id: number;
  partner: number;
  subject: ContactSubject;
  message: string;
  user: { id: number; name: string; email: string } | null;
  member: { id: number; name: string };
  createdAt: string;
};

export const serializeContactRequest = (row: ContactRequestRow): ContactRequestBody => ({
  id: row.id,
  partner: row.partner_id,
  subject: row.subject,
  message: row.message,
  user: row.user,
  member: row.member,
  createdAt: isoUtc(row.created_at instanceof Date ? row.created_at : new Date(row.created_at)),
});

/** Savings as the spend-and-savings series count them: list price minus net paid, plus rebates. */
export function serializeSpend(year: number, currency: string, row: SpendRow): PartnerSpend {
  const spend = toCents(row.spend);
  const savings = toCents(row.list) - spend + toCents(row.rebates);
  return {
    year,
    currency,
    spend: formatCents(spend),
    savings: formatCents(savings),
    dataAsOf: row.data_as_of,
  };
}

/** A partner title as a file-name part: lower case a–z, 0–9 and hyphens (å, ä, ö as a, a, o). */
export function titleSlug(title: string): string {
  const slug = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'partner';
}

/** `<country code>/<title slug>-<file name>`, kept unique within the archive. */
export function archiveEntryNames(rows: readonly { country_code: string; title: string; name: string }[]): string[] {
  const used = new Set<string>();
  return rows.map((row) => {
    const base = `${row.country_code}/${titleSlug(row.title)}-${row.name}`;
    let name = base;
    for (let n = 2; used.has(name); n += 1) name = base.replace(/(\.[^./]*)?$/, (ext) => `-${n}${ext}`);
    used.add(name);
    return name;
  });
}
