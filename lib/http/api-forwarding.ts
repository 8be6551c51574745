import type { TokenStore } from '@/lib/api/client';
import { createServerApiClient } from '@/lib/api/server-client';
import { isTokenExpired } from '@/lib/auth/token-expiry';
import type { TokenPair } from '@/lib/auth/token-cookies';

/** A file download of the admin API (`/api/v1/news-files/12/`): the paths `<img src>` and links load. */
const FILE_DOWNLOAD = /^\/api\/v1\/[a-z]+(?:-[a-z]+)*-files\/\d+\/$/;

/** Whether the browser is loading an API file itself (GET or HEAD of a file path). */
export function isFileDownload(method: string, pathname: string): boolean {
  return (method === 'GET' || method === 'HEAD') && FILE_DOWNLOAD.test(pathname);
}

/**
 * The Authorization header to add when the browser loads an API file itself (an image, a
 * download link), which sends cookies but no Bearer header: the session's access token, for GET
 * and HEAD of a file path only, and never over a header the request already has. Anything else
 * gets nothing, so no other call is authorised by a cookie alone (the cookie is SameSite=Lax, so a
 * page of another site cannot make the browser send it with an image request either).
 */
export function fileDownloadAuthorization(method: string, pathname: string, existing: string | null, accessToken: string | undefined): string | null {
  if (existing || !accessToken || !isFileDownload(method, pathname)) return null;
  return `Bearer ${accessToken}`;
}

/**
 * New tokens for a file load whose access token has expired (its cookie lives 15 minutes): a
 * member who read an article for longer still gets its images and attachments. Null when the
 * refresh token is missing or refused; the API then answers 401 as it would have.
 */
export async function renewTokensForFile(refreshToken: string | undefined): Promise<TokenPair | null> {
  if (!refreshToken) return null;
  let renewed: TokenPair | null = null;
  const tokens: TokenStore = {
    getAccessToken: () => undefined,
    getRefreshToken: () => refreshToken,
    saveTokens: (pair) => {
      renewed = pair;
    },
    clearTokens: () => undefined,
  };
  try {
    await createServerApiClient(tokens).refreshTokens();
  } catch {
    return null;
  }
  return renewed;
}

/** Whether a file load needs new tokens first: no Bearer header of its own, and no live access token. */
export function needsRenewedToken(method: string, pathname: string, existing: string | null, accessToken: string | undefined): boolean {
  return !existing && isFileDownload(method, pathname) && isTokenExpired(accessToken);
}
