import useSWR from 'swr';
import { apiClient } from '@/lib/api/browser-client';
import type { ApiClient } from '@/lib/api/client';
import type { ReportKindOption } from '@/lib/contract/purchasing';
import { REPORTS_API } from '@/lib/contract/purchasing';

export const REPORT_KINDS_KEY = REPORTS_API.kinds;

export async function getReportKinds(api: ApiClient): Promise<ReportKindOption[]> {
  const [answer, { readReportKinds }] = await Promise.all([
    api.get<unknown>(REPORT_KINDS_KEY),
    import('./read-reports'),
  ]);
  return readReportKinds(answer);
}

export function useReportKinds() {
  return useSWR(REPORT_KINDS_KEY, () => getReportKinds(apiClient));
}
