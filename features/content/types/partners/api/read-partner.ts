import { fieldsOf, flagOr, idOf, listOf, numberOr, textOr, textOrNull } from '@/lib/api/read-answer';
import type {
  ContactSubject,
  DiscoveryCategory,
  PartnerRelated,
  PartnerSpend,
  SalesRep,
} from '@/lib/contract/partners';
import type { RelatedReaders } from '../../../content-types';

// The partners module's answers as they enter the portal (docs/api.md "Partners"): an entry that
// cannot be shown (no id) is left out of its list, a missing text reads as empty.

export function readSalesRep(value: unknown): SalesRep {
  const fields = fieldsOf(value, 'sales rep');
  return {
    id: idOf(fields.id, 'sales rep'),
    partner: numberOr(fields.partner, 0),
    region: textOr(fields.region, ''),
    name: textOr(fields.name, ''),
    phone: textOr(fields.phone, ''),
    email: textOr(fields.email, ''),
    position: numberOr(fields.position, 0),
  };
}

export function readContactSubject(value: unknown): ContactSubject {
  const fields = fieldsOf(value, 'contact subject');
  return { id: idOf(fields.id, 'contact subject'), code: textOr(fields.code, ''), name: textOr(fields.name, '') };
}

export function readDiscoveryCategory(value: unknown): DiscoveryCategory {
  const fields = fieldsOf(value, 'discovery category');
  return {
    id: idOf(fields.id, 'discovery category'),
    code: textOr(fields.code, ''),
    name: textOr(fields.name, ''),
    description: textOr(fields.description, ''),
    partnerCount: numberOr(fields.partnerCount, 0),
  };
}

export function readPartnerSpend(value: unknown): PartnerSpend {
  const fields = fieldsOf(value, 'partner spend');
  return {
    year: numberOr(fields.year, 0),
    currency: textOr(fields.currency, ''),
    spend: textOr(fields.spend, '0'),
    savings: textOr(fields.savings, '0'),
    dataAsOf: textOrNull(fields.dataAsOf),
  };
}

/** What a partner's answer carries from the partners module (PartnerRelated): the registry's `readRelated`. */
export function readPartnerRelated(
  answer: Readonly<Record<string, unknown>>,
  read: RelatedReaders,
): Partial<PartnerRelated> {
  const discovery = listOf(answer.discoveryCategories, (value) => {
    const fields = fieldsOf(value, 'discovery category');
    return { id: idOf(fields.id, 'discovery category'), code: textOr(fields.code, ''), name: textOr(fields.name, '') };
  });
  return {
    salesReps: listOf(answer.salesReps, readSalesRep),
    contract: read.file(answer.contract),
    discoveryCategories: discovery,
    acceptsContactRequests: flagOr(answer.acceptsContactRequests, false),
  };
}
