import type { ApiClient } from '@/lib/api/client';
import { CONTENT_API } from '@/lib/contract/content-api';
import { reportError } from '@/lib/monitoring/monitoring';

/**
 * How many handbooks the user can see (the list answers `{data, count}`, spec §3). The menu only
 * needs to know whether there are any, so a failure counts as none rather than failing the page.
 */
export async function getHandbooksCount(api: ApiClient): Promise<number> {
  try {
    const { count } = await api.get<{ count: number }>(CONTENT_API.handbooks.items, { params: { page_size: 1 } });
    return Number.isFinite(count) ? count : 0;
  } catch (error) {
    reportError(error, { action: 'handbooks count' });
    return 0;
  }
}
