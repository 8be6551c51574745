import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/msw-server';
import { fileDownloadAuthorization, needsRenewedToken, renewTokensForFile } from '../api-forwarding';

describe('fileDownloadAuthorization', () => {
  it.each([
    '/api/v1/news-files/12/',
    '/api/v1/wiki-files/1/',
    '/api/v1/service-files/40/',
    '/api/v1/event-files/7/',
    '/api/v1/section-files/3/',
    '/api/v1/partner-contract-file/40/',
    '/api/v1/all-partner-contracts-file/',
    '/api/v1/wiki/handbooks/7/pdf/',
  ])('authorises a GET of %s with the session token', (path) => {
    expect(fileDownloadAuthorization('GET', path, null, 'abc')).toBe('Bearer abc');
    expect(fileDownloadAuthorization('HEAD', path, null, 'abc')).toBe('Bearer abc');
  });

  it.each([
    '/api/v1/news/12/',
    '/api/v1/me/',
    '/api/v1/news-files/',
    '/api/v1/news-files/12',
    '/api/v1/news-files/x/',
    '/api/v1/news-files/12/../../me/',
    '/api/v2/news-files/12/',
    '/api/v1/partner-contract-file/',
    '/api/v1/partner-contract-file/40/../../me/',
    '/api/v1/wiki/handbooks/7/',
    '/api/v1/wiki/handbooks/7/read/',
    '/api/v1/wiki/handbooks/x/pdf/',
  ])('adds nothing to %s', (path) => {
    expect(fileDownloadAuthorization('GET', path, null, 'abc')).toBeNull();
  });

  it('adds nothing to writes, without a token, or over an Authorization the request has', () => {
    expect(fileDownloadAuthorization('DELETE', '/api/v1/news-files/12/', null, 'abc')).toBeNull();
    expect(fileDownloadAuthorization('POST', '/api/v1/news-files/12/', null, 'abc')).toBeNull();
    expect(fileDownloadAuthorization('GET', '/api/v1/news-files/12/', null, undefined)).toBeNull();
    expect(fileDownloadAuthorization('GET', '/api/v1/news-files/12/', 'Bearer other', 'abc')).toBeNull();
  });

  it('authorises only file paths, whatever the path', () => {
    fc.assert(
      fc.property(
        fc.webPath(),
        fc.constantFrom('GET', 'HEAD', 'POST', 'PATCH', 'DELETE', 'OPTIONS'),
        (path, method) => {
          const header = fileDownloadAuthorization(method, path, null, 't');
          return (
            header === null ||
            (/^\/api\/v1\/[a-z-]+-files\/\d+\/$/.test(path) && (method === 'GET' || method === 'HEAD'))
          );
        },
      ),
    );
  });
});

describe('renewing the token of a file the browser loads itself', () => {
  const REFRESH_URL = 'http://127.0.0.1:8000/api/v1/auth/api-token-refresh/';
  const FILE = '/api/v1/news-files/12/';

  it('is needed only for a file load without a live access token or a Bearer header of its own', () => {
    expect(needsRenewedToken('GET', FILE, null, undefined)).toBe(true);
    expect(needsRenewedToken('GET', FILE, null, 'not-a-jwt')).toBe(true);
    expect(needsRenewedToken('GET', FILE, 'Bearer x', undefined)).toBe(false);
    expect(needsRenewedToken('POST', FILE, null, undefined)).toBe(false);
    expect(needsRenewedToken('GET', '/api/v1/me/', null, undefined)).toBe(false);
  });

  it('exchanges the refresh token for new tokens', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(REFRESH_URL, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ access: 'new-access', refresh: 'new-refresh' });
      }),
    );
    await expect(renewTokensForFile('old-refresh')).resolves.toEqual({ access: 'new-access', refresh: 'new-refresh' });
    expect(sent).toEqual([{ refresh: 'old-refresh' }]);
  });

  it('gives nothing without a refresh token, or when the API refuses it', async () => {
    server.use(
      http.post(REFRESH_URL, () =>
        HttpResponse.json({ code: 'token_not_valid', detail: 'Token is invalid or expired' }, { status: 401 }),
      ),
    );
    await expect(renewTokensForFile(undefined)).resolves.toBeNull();
    await expect(renewTokensForFile('refused')).resolves.toBeNull();
  });
});
