import useSWR from 'swr';
import { apiClient } from '@/lib/api/browser-client';
import type { ApiClient } from '@/lib/api/client';
import { pageOrNothing } from '@/lib/api/page-or-nothing';
import type { Page } from '@/lib/api/read-answer';
import { DIGEST_API, type Subscriber, type SubscriberCounts } from '@/lib/contract/digest';
import { subscribersParams, type SubscribersQuery } from '../subscribers-query';

/** `GET digest/subscribers/` with the filters; the page is always named so the key is stable. */
export function subscribersKey(query: SubscribersQuery): string {
  const params = subscribersParams(query, { withPage: false });
  params.set('page', String(query.page));
  return `${DIGEST_API.subscribers}?${params.toString()}`;
}

/** `GET digest/subscribers/counts/`: per country, with the other filters (never the country itself). */
export function subscriberCountsKey(query: SubscribersQuery): string {
  const search = subscribersParams(query, { withCountry: false, withPage: false }).toString();
  return search ? `${DIGEST_API.subscriberCounts}?${search}` : DIGEST_API.subscriberCounts;
}

export async function getSubscribers(api: ApiClient, key: string): Promise<Page<Subscriber>> {
  const [answer, { readSubscribers }] = await Promise.all([api.get<unknown>(key), import('./read-digest')]);
  return readSubscribers(answer);
}

export function getSubscribersOrNothing(api: ApiClient, key: string): Promise<Page<Subscriber>> {
  return pageOrNothing(() => getSubscribers(api, key));
}

export async function getSubscriberCounts(api: ApiClient, key: string): Promise<SubscriberCounts> {
  const [answer, { readSubscriberCounts }] = await Promise.all([api.get<unknown>(key), import('./read-digest')]);
  return readSubscriberCounts(answer);
}

/** The API's largest page of subscribers: the export asks for as few pages as it can. */
export const SUBSCRIBERS_EXPORT_PAGE_SIZE = 100;

/**
 * Every subscriber matching the filters (all pages, SUBSCRIBERS_EXPORT_PAGE_SIZE at a time), for
 * the export: asked for in the browser when an export button is pressed.
 */
export async function getAllSubscribers(api: ApiClient, query: SubscribersQuery): Promise<Subscriber[]> {
  const params = subscribersParams(query, { withPage: false });
  params.set('page_size', String(SUBSCRIBERS_EXPORT_PAGE_SIZE));
  const all: Subscriber[] = [];
  for (let page = 1; ; page += 1) {
    params.set('page', String(page));
    const answer = await getSubscribers(api, `${DIGEST_API.subscribers}?${params.toString()}`);
    all.push(...answer.results);
    if (!answer.next || answer.results.length === 0) return all;
  }
}

export function useSubscribers(key: string) {
  return useSWR(key, (path: string) => getSubscribers(apiClient, path));
}

export function useSubscriberCounts(key: string) {
  return useSWR(key, (path: string) => getSubscriberCounts(apiClient, path));
}
