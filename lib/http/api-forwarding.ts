/** A file download of the admin API (`/api/v1/news-files/12/`): the paths `<img src>` and links load. */
const FILE_DOWNLOAD = /^\/api\/v1\/[a-z]+(?:-[a-z]+)*-files\/\d+\/$/;

/**
 * The Authorization header to add when the browser loads an API file itself (an image, a
 * download link), which sends cookies but no Bearer header: the session's access token, for GET
 * and HEAD of a file path only, and never over a header the request already has. Anything else
 * gets nothing, so no other call is authorised by a cookie alone (the cookie is SameSite=Lax, so a
 * page of another site cannot make the browser send it with an image request either).
 */
export function fileDownloadAuthorization(method: string, pathname: string, existing: string | null, accessToken: string | undefined): string | null {
  if (existing || !accessToken) return null;
  if (method !== 'GET' && method !== 'HEAD') return null;
  if (!FILE_DOWNLOAD.test(pathname)) return null;
  return `Bearer ${accessToken}`;
}
