import { ApiError } from '../api-error';
import { combinedCallOrNull } from '../combined-call';
import type { ApiClient } from '../client';

/** A client whose every GET answers `answer`, or fails with `error`. */
function client(answer: unknown, error?: unknown): ApiClient & { paths: string[] } {
  const paths: string[] = [];
  const get = async (path: string) => {
    paths.push(path);
    if (error) throw error;
    return answer;
  };
  return { get, paths } as unknown as ApiClient & { paths: string[] };
}

describe('combinedCallOrNull', () => {
  it('asks the path once and answers what read makes of the answer', async () => {
    const api = client({ count: 2 });
    await expect(
      combinedCallOrNull(api, 'x/page/', async (answer) => (answer as { count: number }).count * 10),
    ).resolves.toBe(20);
    expect(api.paths).toEqual(['x/page/']);
  });

  it.each([404, 405])('answers null when the API has no combined call (%i)', async (status) => {
    await expect(combinedCallOrNull(client(null, new ApiError({ status })), 'x/page/', () => 1)).resolves.toBeNull();
  });

  it.each([400, 401, 403, 500, 0])('leaves a %i to the caller', async (status) => {
    const error = new ApiError({ status });
    await expect(combinedCallOrNull(client(null, error), 'x/page/', () => 1)).rejects.toBe(error);
  });

  it('answers null on the statuses the caller names instead', async () => {
    const asked = new Set([400, 404, 405]);
    await expect(
      combinedCallOrNull(client(null, new ApiError({ status: 400 })), 'x/page/', () => 1, asked),
    ).resolves.toBeNull();
    const refused = new ApiError({ status: 403 });
    await expect(combinedCallOrNull(client(null, refused), 'x/page/', () => 1, asked)).rejects.toBe(refused);
  });

  it('leaves a reader failure to the caller', async () => {
    const failure = new Error('unreadable');
    await expect(
      combinedCallOrNull(client({}), 'x/page/', () => {
        throw failure;
      }),
    ).rejects.toBe(failure);
  });
});
