// simplejwt-compatible tokens: HS256, claims token_type, user_id, jti, iat, exp, plus `ver`: the
// user's token version when signed. Raising the version (domain/sessions.ts) ends every session
// signed before, which simplejwt would do with its blacklist.
import { randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

export const ACCESS_LIFETIME_SECONDS = 15 * 60;
export const REFRESH_LIFETIME_SECONDS = 30 * 24 * 60 * 60;
export const MAGIC_LIFETIME_SECONDS = 15 * 60;

export type TokenType = 'access' | 'refresh';

export type TokenClaims = {
  token_type: TokenType;
  user_id: number;
  jti: string;
  iat: number;
  exp: number;
  /** The user's token version when signed; 0 for a token without the claim. */
  ver: number;
  /** Set on a magic-link refresh token: single use, exchanged for a fresh pair. */
  magic?: true;
};

/** Whose token: the user and the token version their sessions are at (a user row has both). */
export type TokenSubject = { id: number; tokenVersion: number };

type SignOptions = { magic?: boolean; lifetimeSeconds?: number };

export class InvalidTokenError extends Error {}

/**
 * How many verified tokens a token service remembers. A page's server render calls the API several
 * times with one access token, and each verification (jose imports the key through WebCrypto every
 * time) was a large share of the API's CPU per call; a token's signature checks the same every time,
 * so only its expiry is checked again. Oldest first out.
 */
export const VERIFIED_TOKENS_KEPT = 10_000;

export type TokenService = {
  sign(type: TokenType, subject: TokenSubject, options?: SignOptions): Promise<string>;
  /** Verifies signature, algorithm, expiry and the claims; `type` undefined accepts either type. */
  verify(token: string, type?: TokenType): Promise<TokenClaims>;
  pair(subject: TokenSubject): Promise<{ access: string; refresh: string }>;
};

export function createTokenService(secret: string, now: () => Date = () => new Date()): TokenService {
  const key = new TextEncoder().encode(secret);
  /** Payloads of tokens whose signature and algorithm verified, by token. */
  const verified = new Map<string, Record<string, unknown>>();

  /** The token's payload: remembered if it verified before and has not expired since, else verified now. */
  async function verifiedPayload(token: string): Promise<Record<string, unknown>> {
    const known = verified.get(token);
    const currentDate = now();
    if (known) {
      // jose's own rule: expired when `exp` is at or before the current second.
      if (typeof known.exp === 'number' && known.exp > Math.floor(currentDate.getTime() / 1000)) return known;
      verified.delete(token);
    }
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate });
    if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value as string);
    verified.set(token, payload);
    return payload;
  }

  async function sign(type: TokenType, subject: TokenSubject, options: SignOptions = {}) {
    const issuedAt = Math.floor(now().getTime() / 1000);
    const lifetime =
      options.lifetimeSeconds ??
      (options.magic ? MAGIC_LIFETIME_SECONDS : type === 'access' ? ACCESS_LIFETIME_SECONDS : REFRESH_LIFETIME_SECONDS);
    const claims: Record<string, unknown> = { token_type: type, user_id: subject.id, ver: subject.tokenVersion };
    if (options.magic) claims.magic = true;
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setJti(randomUUID().replaceAll('-', ''))
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + lifetime)
      .sign(key);
  }

  async function verify(token: string, type?: TokenType): Promise<TokenClaims> {
    let payload: Record<string, unknown>;
    try {
      payload = await verifiedPayload(token);
    } catch (error) {
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError)
        throw new InvalidTokenError(error.message);
      throw error;
    }
    const { token_type: tokenType, user_id: userId, jti, iat, exp, magic, ver = 0 } = payload;
    if (tokenType !== 'access' && tokenType !== 'refresh') throw new InvalidTokenError('Token has wrong type');
    if (type !== undefined && tokenType !== type) throw new InvalidTokenError('Token has wrong type');
    if (typeof userId !== 'number' || !Number.isInteger(userId) || userId <= 0) {
      throw new InvalidTokenError('Token contained no recognizable user identification');
    }
    if (typeof jti !== 'string' || jti.length === 0 || jti.length > 64) throw new InvalidTokenError('Token has no id');
    if (typeof iat !== 'number' || typeof exp !== 'number') throw new InvalidTokenError('Token has no expiry');
    if (typeof ver !== 'number' || !Number.isInteger(ver) || ver < 0)
      throw new InvalidTokenError('Token has a malformed version');
    return { token_type: tokenType, user_id: userId, jti, iat, exp, ver, ...(magic === true ? { magic: true } : {}) };
  }

  return {
    sign,
    verify,
    async pair(subject) {
      return { access: await sign('access', subject), refresh: await sign('refresh', subject) };
    },
  };
}
