import type { ApiClient } from '@/lib/api/client';
import { buildFeatureFlags } from '@/testing/fixtures';
import { clearFeatureFlagCache, featureFlagsForCountry } from '../feature-flag-cache';

function fakeApi(answer: () => Promise<unknown>) {
  const get = jest.fn(answer);
  return { api: { get } as unknown as ApiClient, get };
}

describe('featureFlagsForCountry', () => {
  beforeEach(() => clearFeatureFlagCache());

  it('fetches once per country within a minute', async () => {
    const { api, get } = fakeApi(async () => buildFeatureFlags());
    await featureFlagsForCountry(api, 15, 0);
    await featureFlagsForCountry(api, 15, 59_999);
    expect(get).toHaveBeenCalledTimes(1);
    await featureFlagsForCountry(api, 8, 1_000);
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('fetches again after a minute', async () => {
    const { api, get } = fakeApi(async () => buildFeatureFlags());
    await featureFlagsForCountry(api, 15, 0);
    await featureFlagsForCountry(api, 15, 60_000);
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failure', async () => {
    let fail = true;
    const { api, get } = fakeApi(async () => {
      if (fail) throw new Error('down');
      return buildFeatureFlags();
    });
    await expect(featureFlagsForCountry(api, 15, 0)).rejects.toThrow('down');
    fail = false;
    await expect(featureFlagsForCountry(api, 15, 1)).resolves.toHaveLength(18);
    expect(get).toHaveBeenCalledTimes(2);
  });
});
