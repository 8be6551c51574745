import useSWR from 'swr';
import { apiClient } from '@/lib/api/browser-client';
import type { ApiClient } from '@/lib/api/client';
import type { Page } from '@/lib/api/read-answer';
import { listOrPageOf } from '@/lib/api/read-answer';
import { CONTENT_API } from '@/lib/contract/content-api';
import type { ContentItem } from '@/lib/contract/content-item';
import {
  PARTNERS_API,
  type ContactRequestAnswer,
  type ContactRequestInput,
  type ContactSubject,
  type PartnerSpend,
} from '@/lib/contract/partners';
import { getContentList } from '../../../api/content-list';
import { CONTENT_TYPES, type ContentFieldsByType } from '../../../content-types';
import { readContactSubject, readPartnerSpend } from './read-partner';

// What a partner's page loads beside the item: its running campaigns, the member's spend with it
// and the contact subjects. The keys are the API paths, so the server's fallback and the
// browser's fetch share one cache entry (server/detail-fallback.ts).

export function partnerCampaignsKey(partnerId: number): string {
  return `${CONTENT_API.campaigns.items}?partnerId=${partnerId}&scope=running`;
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
