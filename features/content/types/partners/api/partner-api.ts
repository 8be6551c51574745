import useSWR from 'swr';
import { apiClient } from '@/lib/api/browser-client';
import type { ApiClient } from '@/lib/api/client';
import { combinedCallOrNull } from '@/lib/api/combined-call';
import type { Page } from '@/lib/api/read-answer';
import { fieldsOf, listOrPageOf } from '@/lib/api/read-answer';
import type { ContentItem } from '@/lib/contract/content-item';
import {
  PARTNERS_API,
  type ContactRequestAnswer,
  type ContactRequestInput,
  type ContactSubject,
  type PartnerSpend,
} from '@/lib/contract/partners';
import { readContentItemAnswer } from '../../../api/content-item';
import { getContentList, readContentList } from '../../../api/content-list';
import { CONTENT_TYPES, type ContentFieldsByType } from '../../../content-types';
import { readContactSubject, readPartnerSpend } from './read-partner';
import type { PartnerItem } from '../partner-item';

// What a partner's page loads beside the item: its running campaigns, the member's spend with it
// and the contact subjects. The keys are the API paths, so the server's fallback and the
// browser's fetch share one cache entry (server/detail-fallback.ts).

export function partnerCampaignsKey(partnerId: number): string {
  return PARTNERS_API.campaigns(partnerId);
}

export function getPartnerCampaigns(
  api: ApiClient,
  partnerId: number,
): Promise<Page<ContentItem<ContentFieldsByType['campaigns']>>> {
  return getContentList(api, CONTENT_TYPES.campaigns, partnerCampaignsKey(partnerId));
}

export async function getPartnerSpend(api: ApiClient, partnerId: number): Promise<PartnerSpend> {
  return readPartnerSpend(await api.get<unknown>(PARTNERS_API.spend(partnerId)));
}

export async function getContactSubjects(api: ApiClient): Promise<ContactSubject[]> {
  return listOrPageOf(await api.get<unknown>(PARTNERS_API.contactSubjects), readContactSubject);
}

/** What the partner's page loads, each part as the portal reads its own call's answer. */
export type PartnerPage = {
  partner: PartnerItem;
  campaigns: Page<ContentItem<ContentFieldsByType['campaigns']>> | null;
  spend: PartnerSpend | null;
  contactSubjects: ContactSubject[];
};

/**
 * The partner page's combined call (beyond the spec; docs/api.md "Partners"), for the server render
 * only: null when the API has no such call (or answers 404 as the partner's own call would: that
 * call then answers it), so the caller asks the spec's calls. Any other failure is thrown, as the
 * partner's own call's would be.
 */
export function getPartnerPage(api: ApiClient, partnerId: number): Promise<PartnerPage | null> {
  return combinedCallOrNull(api, PARTNERS_API.page(partnerId), readPartnerPage);
}

async function readPartnerPage(answer: unknown): Promise<PartnerPage> {
  const fields = fieldsOf(answer, 'partner page');
  const [partner, campaigns] = await Promise.all([
    readContentItemAnswer(CONTENT_TYPES.partners, fields.partner),
    fields.campaigns === null || fields.campaigns === undefined
      ? null
      : readContentList(CONTENT_TYPES.campaigns, fields.campaigns),
  ]);
  return {
    partner,
    campaigns,
    spend: fields.spend === null || fields.spend === undefined ? null : readPartnerSpend(fields.spend),
    contactSubjects: listOrPageOf(fields.contactSubjects, readContactSubject),
  };
}

export function usePartnerCampaigns(partnerId: number) {
  return useSWR(partnerCampaignsKey(partnerId), () => getPartnerCampaigns(apiClient, partnerId));
}

/** The member's spend with the partner, asked for only when the member has the feature (`enabled`). */
export function usePartnerSpend(partnerId: number, enabled: boolean) {
  return useSWR(enabled ? PARTNERS_API.spend(partnerId) : null, () => getPartnerSpend(apiClient, partnerId));
}

export function useContactSubjects(enabled: boolean) {
  return useSWR(enabled ? PARTNERS_API.contactSubjects : null, () => getContactSubjects(apiClient));
}

export function requestContact(partnerId: number, input: ContactRequestInput): Promise<ContactRequestAnswer> {
  return apiClient.post<ContactRequestAnswer>(PARTNERS_API.requestContact(partnerId), input);
}
