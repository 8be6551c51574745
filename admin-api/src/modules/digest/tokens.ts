// The personal unsubscribe token of the digest's mails (RFC 8058: the URI identifies recipient and
// list). `<user id, base 36>.<HMAC-SHA256 of "digest:<user id>", base64url>` under a key derived from
// the API's secret (config JWT_SECRET, or the one generated in DATA_DIR) for this use only, so the
// token cannot be guessed, made for another user or used for another list, and needs no table.
// It does not expire: a mail read months later still unsubscribes. Tokens are never logged.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The list the tokens are for; another list would sign another name. */
export const DIGEST_LIST = 'digest';

const TOKEN = /^([0-9a-z]{1,8})\.([A-Za-z0-9_-]{43})$/;

export type UnsubscribeTokens = {
  sign(userId: number): string;
  /** The user id the token was made for, or null when it is malformed or forged. */
  verify(token: string): number | null;
};

export function createUnsubscribeTokens(secret: string): UnsubscribeTokens {
  const key = createHmac('sha256', secret).update('vetnet digest unsubscribe v1').digest();
  const mac = (userId: number) => createHmac('sha256', key).update(`${DIGEST_LIST}:${userId}`).digest();
  return {
    sign: (userId) => `${userId.toString(36)}.${mac(userId).toString('base64url')}`,
    verify(token) {
      const match = TOKEN.exec(token);
      if (!match?.[1] || !match[2]) return null;
      const userId = Number.parseInt(match[1], 36);
      if (!Number.isSafeInteger(userId) || userId <= 0 || userId.toString(36) !== match[1]) return null;
      const given = Buffer.from(match[2], 'base64url');
      const expected = mac(userId);
      return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
    },
  };
}

/**
 * The signature in an item image's public address (DIGEST_API.itemImage): HMAC-SHA256 of
 * "digest-image:<file id>", base64url, under a key of its own derived from the API's secret. A mail
 * client fetches the image without a session; the signature keeps every other file out of reach.
 */
export type ImageSignatures = {
  sign(fileId: number): string;
  verify(fileId: number, signature: string): boolean;
};

export function createImageSignatures(secret: string): ImageSignatures {
  const key = createHmac('sha256', secret).update('vetnet digest item images v1').digest();
  const mac = (fileId: number) => createHmac('sha256', key).update(`digest-image:${fileId}`).digest();
  return {
    sign: (fileId) => mac(fileId).toString('base64url'),
    verify(fileId, signature) {
      if (!/^[A-Za-z0-9_-]{43}$/.test(signature)) return false;
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(fileId);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
