import type { ApiClient } from '@/lib/api/client';
import { createCountryCache } from '../country-cache';

const api = {} as ApiClient;

describe('createCountryCache', () => {
  it('loads once per key within the time to live, and again after it', async () => {
    const load = jest.fn(async () => 'flags');
    const cache = createCountryCache(load, 60_000);
    await cache.get(api, 'se', 0);
    await cache.get(api, 'se', 59_999);
    await cache.get(api, 'dk', 1);
    expect(load).toHaveBeenCalledTimes(2);
    await cache.get(api, 'se', 60_000);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('keeps no failure', async () => {
    let fail = true;
    const cache = createCountryCache(async () => {
      if (fail) throw new Error('down');
      return 1;
    }, 60_000);
    await expect(cache.get(api, 'se', 0)).rejects.toThrow('down');
    fail = false;
    await expect(cache.get(api, 'se', 1)).resolves.toBe(1);
  });

  it('can be emptied', async () => {
    const load = jest.fn(async () => 1);
    const cache = createCountryCache(load, 60_000);
    await cache.get(api, 'se', 0);
    cache.clear();
    await cache.get(api, 'se', 1);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
