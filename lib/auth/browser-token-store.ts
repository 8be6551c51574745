import Cookies from 'js-cookie';
import type { TokenStore } from '@/lib/api/client';
import {
  ACCESS_TOKEN_COOKIE,
  REFRESH_TOKEN_COOKIE,
  TOKEN_COOKIE_MAX_AGE_SECONDS,
  tokenCookieAttributes,
  type TokenPair,
} from '@/lib/auth/token-cookies';

const SECONDS_PER_DAY = 86_400;

function attributes() {
  return tokenCookieAttributes(window.location.protocol === 'https:');
}

/** The token pair in the browser's cookies, through js-cookie (spec §4, §9). */
export const browserTokenStore: TokenStore = {
  getAccessToken: () => Cookies.get(ACCESS_TOKEN_COOKIE),
  getRefreshToken: () => Cookies.get(REFRESH_TOKEN_COOKIE),
  saveTokens({ access, refresh }: TokenPair) {
    Cookies.set(ACCESS_TOKEN_COOKIE, access, {
      ...attributes(),
      expires: TOKEN_COOKIE_MAX_AGE_SECONDS.access / SECONDS_PER_DAY,
    });
    if (refresh) {
      Cookies.set(REFRESH_TOKEN_COOKIE, refresh, {
        ...attributes(),
        expires: TOKEN_COOKIE_MAX_AGE_SECONDS.refresh / SECONDS_PER_DAY,
      });
    }
  },
  clearTokens() {
    Cookies.remove(ACCESS_TOKEN_COOKIE, { path: '/' });
    Cookies.remove(REFRESH_TOKEN_COOKIE, { path: '/' });
  },
};
