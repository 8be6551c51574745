/** @jest-environment node */
import axios from 'axios';
import { delay, http, HttpResponse } from 'msw';
import { server } from '@/testing/msw-server';
import { createApiClient, type TokenStore } from '../client';

// The portal's server makes a client per page request: the clients share one axios instance per
// transport, and each call still carries its own client's token.

const API = 'http://api.test/api/v1';

const tokensOf = (access: string): TokenStore => ({
  getAccessToken: () => access,
  getRefreshToken: () => undefined,
  saveTokens: () => undefined,
  clearTokens: () => undefined,
});

describe('API clients of one transport', () => {
  it('share one axios instance', () => {
    const create = jest.spyOn(axios, 'create');
    const transport = { maxRedirects: 0 };
    createApiClient({ baseURL: `${API}/shared`, tokens: tokensOf('a'), transport });
    createApiClient({ baseURL: `${API}/shared`, tokens: tokensOf('b'), transport });
    expect(create).toHaveBeenCalledTimes(1);
    createApiClient({ baseURL: `${API}/shared`, tokens: tokensOf('c'), transport: { maxRedirects: 0 } });
    createApiClient({ baseURL: `${API}/other`, tokens: tokensOf('d'), transport });
    expect(create).toHaveBeenCalledTimes(3);
    create.mockRestore();
  });

  it('send each client’s own token, also when their calls overlap', async () => {
    server.use(
      http.get(`${API}/me/`, async ({ request }) => {
        await delay(Math.random() * 20);
        return HttpResponse.json({ token: request.headers.get('authorization') });
      }),
    );
    const transport = { maxRedirects: 0 };
    const clients = ['one', 'two', 'three'].map((token) => ({
      token,
      client: createApiClient({ baseURL: API, tokens: tokensOf(token), transport }),
    }));
    const answers = await Promise.all(
      clients.flatMap(({ client }) => [client.get<{ token: string }>('/me/'), client.get<{ token: string }>('/me/')]),
    );
    expect(answers.map((answer) => answer.token)).toEqual([
      'Bearer one',
      'Bearer one',
      'Bearer two',
      'Bearer two',
      'Bearer three',
      'Bearer three',
    ]);
  });
});
