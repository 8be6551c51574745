import { decodeJwt } from 'jose';
import { TOKEN_EXPIRY_LEEWAY_SECONDS } from '@/lib/config/limits';

/** The `exp` claim of a JWT in seconds since the epoch, or null when the token cannot be read. */
export function tokenExpiresAt(token: string): number | null {
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
  } catch {
    return null;
  }
}

/**
 * Whether a token must be refreshed before use. Read locally, without a call to the API: the
 * API still verifies the signature of every token it receives, so a forged token gains nothing
 * here but a 401 later. Unreadable tokens count as expired.
 */
export function isTokenExpired(
  token: string | undefined,
  nowSeconds: number = Date.now() / 1000,
  leewaySeconds: number = TOKEN_EXPIRY_LEEWAY_SECONDS,
): boolean {
  if (!token) return true;
  const exp = tokenExpiresAt(token);
  return exp === null || exp - leewaySeconds <= nowSeconds;
}
