import { ApiError } from '@/lib/api/api-error';
import type { ApiClient } from '@/lib/api/client';
import { getContentListOrNothing } from '../api/content-list';
import { CONTENT_TYPES } from '../content-types';
import { buildItem, page } from './content-fixtures';

function apiAnswering(answer: () => Promise<unknown>): ApiClient {
  return { get: answer } as unknown as ApiClient;
}

describe('a members’ list from an address', () => {
  it('is the API’s page when the address is good', async () => {
    const list = page([buildItem()]);
    await expect(
      getContentListOrNothing(
        apiAnswering(async () => list),
        CONTENT_TYPES.news,
        '/news/?page=1',
      ),
    ).resolves.toEqual(list);
  });

  it.each([400, 404])('finds nothing when the API answers %i (unknown category, page past the end)', async (status) => {
    const api = apiAnswering(async () => Promise.reject(new ApiError({ status })));
    await expect(getContentListOrNothing(api, CONTENT_TYPES.news, '/news/?categories=987654')).resolves.toEqual(
      page([]),
    );
  });

  it.each([401, 403, 500, 0])('lets other failures (%i) reach the page guard', async (status) => {
    const api = apiAnswering(async () => Promise.reject(new ApiError({ status })));
    await expect(getContentListOrNothing(api, CONTENT_TYPES.news, '/news/')).rejects.toMatchObject({ status });
  });
});
