import type { NoOwnFields } from '@/lib/contract/content-item';
import { CampaignFacts } from '../types/campaigns/components/campaign-facts';
import type { ContentFieldsByType, ContentTypeKey } from '../content-types';
import type { DetailExtras } from './detail-extras';

// The detail extras of the types whose items open over their list (`detailOpens: 'dialog'`), imported
// by the dialog's own chunk (which the list loads with next/dynamic) instead of through DETAIL_EXTRAS.
// A next/dynamic inside a chunk that is itself loaded by next/dynamic is missing from Turbopack's
// per-page loadable manifest: the browser hydrated the server's dialog before that view had loaded,
// rendered nothing in its place, and React threw the server's markup away (error #418).

const BY_TYPE: { [Key in ContentTypeKey]?: DetailExtras<ContentFieldsByType[Key]> } = {
  campaigns: CampaignFacts,
};

/** Each dialog type's detail extras, already loaded with the dialog. */
export const DIALOG_EXTRAS: Readonly<Partial<Record<ContentTypeKey, DetailExtras<NoOwnFields>>>> = BY_TYPE;
