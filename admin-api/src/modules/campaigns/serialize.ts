// A campaign's partner as its answers carry it (CampaignRelated, lib/contract/partners.ts): the
// logo is the partner's cover image, with the partner files' address.
import { CONTENT_API } from '../../contract/content-api';
import { type CampaignRelated } from '../../contract/partners';
import { type FileJson, serializeFile } from '../content/serialize-item';

export type PartnerRow = { campaign_id: number; id: number | null; title: string | null; logo: FileJson | null };

const PARTNER_FILES = { filesPath: CONTENT_API.partners.files.slice(1, -1) };

export function serializeCampaignRelated(row: PartnerRow): CampaignRelated {
  if (row.id === null) return { partner: null };
  return {
    partner: { id: row.id, title: row.title ?? '', logo: row.logo ? serializeFile(PARTNER_FILES, row.logo) : null },
  };
}
