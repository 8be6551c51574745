import useSWR from 'swr';
import { apiClient } from '@/lib/api/browser-client';
import { listOrPageOf } from '@/lib/api/read-answer';
import type { FileRef } from '@/lib/contract/content-item';
import { PARTNERS_API, type SalesRep, type SalesRepInput } from '@/lib/contract/partners';
import { readDiscoveryCategory, readSalesRep } from './read-partner';

// The staff's calls of a partner's own parts in the editor (docs/api.md "Partners"): its reps,
// its contract document and its discovery categories.

export function salesRepsKey(partnerId: number): string {
  return `${PARTNERS_API.salesReps}?partner=${partnerId}`;
}

/** The partner's reps, starting from those its answer carried. */
export function useSalesReps(partnerId: number, initial: SalesRep[] | undefined) {
  return useSWR(
    salesRepsKey(partnerId),
    async (key: string) => listOrPageOf(await apiClient.get<unknown>(key), readSalesRep),
    { fallbackData: initial },
  );
}

export function saveSalesRep(input: SalesRepInput, id: number | null): Promise<SalesRep> {
  return id === null
    ? apiClient.post<SalesRep>(PARTNERS_API.salesReps, input)
    : apiClient.patch<SalesRep>(PARTNERS_API.salesRep(id), input);
}

export function deleteSalesRep(id: number): Promise<void> {
  return apiClient.delete(PARTNERS_API.salesRep(id));
}

export function uploadContract(partnerId: number, file: File): Promise<FileRef> {
  const form = new FormData();
  form.append('partner', String(partnerId));
  form.append('file', file);
  return apiClient.post<FileRef>(PARTNERS_API.contractUpload, form);
}

export function deleteContract(partnerId: number): Promise<void> {
  return apiClient.delete(PARTNERS_API.contractFile(partnerId));
}

export function useDiscoveryCategories() {
  return useSWR(PARTNERS_API.discovery, async (key: string) =>
    listOrPageOf(await apiClient.get<unknown>(key), readDiscoveryCategory),
  );
}

export function savePartnerDiscovery(partnerId: number, categories: number[]): Promise<unknown> {
  return apiClient.put(PARTNERS_API.partnerDiscovery(partnerId), { categories });
}
