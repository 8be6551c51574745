// A digest unsubscribe token for the bench, made as the admin API makes it
// (admin-api/src/modules/digest/tokens.ts: `<user id, base 36>.<HMAC-SHA256 of "digest:<id>">` under a
// key derived from the API's JWT secret), so the bench can load `/digest/unsubscribe/{token}` for a
// demo subscriber of an API it started with that secret. A test keeps the two the same.
import { createHmac } from 'node:crypto';

export function unsubscribeToken(secret, userId) {
  const key = createHmac('sha256', secret).update('vetnet digest unsubscribe v1').digest();
  const mac = createHmac('sha256', key).update(`digest:${userId}`).digest();
  return `${userId.toString(36)}.${mac.toString('base64url')}`;
}
