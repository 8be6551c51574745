import { act, renderHook } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import mockRouter from 'next-router-mock';
import { BROWSER_API, server } from '@/testing/msw-server';
import { LOGOUT_SIGNAL_KEY } from '../logout-signal';
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from '../token-cookies';
import { useLogout } from '../use-logout';

jest.mock('@/lib/monitoring/monitoring', () => ({ reportError: jest.fn(), setMonitoredUser: jest.fn() }));
const { reportError } = jest.requireMock('@/lib/monitoring/monitoring') as { reportError: jest.Mock };

/** The logout's calls: the activity it records and the refresh tokens it revokes. */
function logoutEndpoints(blacklist: () => Response) {
  const revoked: unknown[] = [];
  const authorizations: (string | null)[] = [];
  server.use(
    http.post(`${BROWSER_API}/clickstream/activity/`, () => HttpResponse.json({})),
    http.post(`${BROWSER_API}/auth/api-token-blacklist/`, async ({ request }) => {
      revoked.push(await request.json());
      authorizations.push(request.headers.get('authorization'));
      return blacklist();
    }),
  );
  return { revoked, authorizations };
}

async function logOut() {
  mockRouter.setCurrentUrl('/news');
  const { result } = renderHook(() => useLogout());
  await act(() => result.current());
}

describe('useLogout', () => {
  beforeEach(() => {
    Cookies.set(ACCESS_TOKEN_COOKIE, 'access-1');
    Cookies.set(REFRESH_TOKEN_COOKIE, 'refresh-1');
    window.localStorage.clear();
  });

  it('revokes the refresh token on the server, then removes the tokens, tells the other tabs and goes to login', async () => {
    const { revoked, authorizations } = logoutEndpoints(() => HttpResponse.json({}));

    await logOut();

    expect(revoked).toEqual([{ refresh: 'refresh-1' }]);
    expect(authorizations).toEqual([null]);
    expect(Cookies.get(ACCESS_TOKEN_COOKIE)).toBeUndefined();
    expect(Cookies.get(REFRESH_TOKEN_COOKIE)).toBeUndefined();
    expect(window.localStorage.getItem(LOGOUT_SIGNAL_KEY)).not.toBeNull();
    expect(mockRouter.asPath).toBe('/login');
    expect(reportError).not.toHaveBeenCalled();
  });

  it.each([
    ['a backend without the endpoint', 404, { detail: 'Not found.' }],
    ['a backend that does not allow it', 405, { detail: 'Method "POST" not allowed.' }],
    ['a token the server already refuses', 401, { detail: 'Token is blacklisted', code: 'token_not_valid' }],
  ])('logs out quietly with %s', async (_case, status, body) => {
    const { revoked } = logoutEndpoints(() => HttpResponse.json(body, { status }));

    await logOut();

    expect(revoked).toHaveLength(1);
    expect(Cookies.get(REFRESH_TOKEN_COOKIE)).toBeUndefined();
    expect(mockRouter.asPath).toBe('/login');
    expect(reportError).not.toHaveBeenCalled();
  });

  it('still logs out when the revocation fails, and reports it', async () => {
    logoutEndpoints(() => HttpResponse.json({ detail: 'Server error' }, { status: 500 }));

    await logOut();

    expect(Cookies.get(REFRESH_TOKEN_COOKIE)).toBeUndefined();
    expect(mockRouter.asPath).toBe('/login');
    expect(reportError).toHaveBeenCalledWith(expect.anything(), { action: 'logout revocation' });
  });
});
