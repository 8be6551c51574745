import { isFields, textOr } from '@/lib/api/read-answer';
import type { CampaignRelated } from '@/lib/contract/partners';
import type { RelatedReaders } from '../../../content-types';

/** The partner the API adds to a campaign's answers (docs/api.md "Campaigns"); one it cannot read is none. */
export function readCampaignRelated(answer: Readonly<Record<string, unknown>>, read: RelatedReaders): CampaignRelated {
  const partner = answer.partner;
  if (!isFields(partner) || !Number.isInteger(partner.id) || (partner.id as number) <= 0) return { partner: null };
  return { partner: { id: partner.id as number, title: textOr(partner.title, ''), logo: read.file(partner.logo) } };
}
