import useSWR from 'swr';
import { apiClient } from '@/lib/api/browser-client';
import type { ApiClient } from '@/lib/api/client';
import { isFields, pageOf, type Page } from '@/lib/api/read-answer';
import { listOrPageOf } from '@/lib/api/read-answer';
import { PARTNERS_API, type DiscoveryCategory, type DiscoveryPartnerFlag } from '@/lib/contract/partners';
import { CONTENT_TYPES } from '../../../content-types';
import { readDiscoveryCategory } from './read-partner';
import type { PartnerItem } from '../partner-item';

// The discovery pages' data (docs/api.md "Partners"): the categories, one category, and a page of
// its partners, each marked by whether the member already buys from it.

export type DiscoveryPartner = PartnerItem & DiscoveryPartnerFlag;

export async function getDiscoveryCategories(api: ApiClient): Promise<DiscoveryCategory[]> {
  return listOrPageOf(await api.get<unknown>(PARTNERS_API.discovery), readDiscoveryCategory);
}

export async function getDiscoveryCategory(api: ApiClient, id: number): Promise<DiscoveryCategory> {
  return readDiscoveryCategory(await api.get<unknown>(PARTNERS_API.discoveryCategory(id)));
}

export function discoveryPartnersKey(id: number, page: number): string {
  return `${PARTNERS_API.discoveryPartners(id)}?page=${page}`;
}

export async function getDiscoveryPartners(api: ApiClient, key: string): Promise<Page<DiscoveryPartner>> {
  const [answer, { readContentItem }] = await Promise.all([api.get<unknown>(key), import('../../../api/read-content')]);
  return pageOf(answer, 'discovery partners', (value) => ({
    ...readContentItem(value, CONTENT_TYPES.partners.extraFields),
    buysFrom: isFields(value) && value.buysFrom === true,
  }));
}

export function useDiscoveryCategoryList() {
  return useSWR(PARTNERS_API.discovery, () => getDiscoveryCategories(apiClient));
}

export function useDiscoveryCategory(id: number) {
  return useSWR(PARTNERS_API.discoveryCategory(id), () => getDiscoveryCategory(apiClient, id));
}

export function useDiscoveryPartners(key: string) {
  return useSWR(key, (path: string) => getDiscoveryPartners(apiClient, path));
}
