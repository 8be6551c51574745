/** @jest-environment node */
// jsdom's XMLHttpRequest under MSW does not enforce timeouts; the server-side adapter does.
import { delay, http, HttpResponse } from 'msw';
import { server } from '@/testing/msw-server';
import { createApiClient, type TokenStore } from '../client';

const API = 'http://api.test/api/v1';

const noTokens: TokenStore = {
  getAccessToken: () => undefined,
  getRefreshToken: () => undefined,
  saveTokens: () => undefined,
  clearTokens: () => undefined,
};

describe('timeouts', () => {
  it('gives up after the timeout with status 0', async () => {
    server.use(
      http.get(`${API}/slow/`, async () => {
        await delay(200);
        return HttpResponse.json({});
      }),
    );
    const client = createApiClient({ baseURL: API, tokens: noTokens, timeoutMs: 50 });
    await expect(client.get('/slow/')).rejects.toMatchObject({ status: 0, code: 'timeout' });
  });
});
