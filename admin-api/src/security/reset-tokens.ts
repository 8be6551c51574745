// Password-reset and activation tokens, like Django's PasswordResetTokenGenerator:
// `<timestamp base36>-<HMAC>` where the HMAC covers the user id, the current password hash,
// isActive and the timestamp. Setting a password or activating the user changes the hashed
// state, so a token dies once used ("single use by construction"). Valid for 3 days.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const RESET_TOKEN_LIFETIME_SECONDS = 3 * 24 * 60 * 60;

export type ResetTokenUser = { id: number; password: string | null; isActive: boolean };

export type ResetTokenService = {
  make(user: ResetTokenUser): string;
  check(user: ResetTokenUser, token: string): boolean;
};

export function createResetTokenService(secret: string, now: () => Date = () => new Date()): ResetTokenService {
  // A key of its own, derived from the server secret, so a reset HMAC is never a valid JWT signature.
  const key = createHmac('sha256', secret).update('vetnet.admin-api.reset-token').digest();

  const mac = (user: ResetTokenUser, timestamp: number) =>
    createHmac('sha256', key)
      .update(JSON.stringify([user.id, user.password ?? '', user.isActive, timestamp]))
      .digest('base64url');

  const seconds = () => Math.floor(now().getTime() / 1000);

  return {
    make(user) {
      const timestamp = seconds();
      return `${timestamp.toString(36)}-${mac(user, timestamp)}`;
    },
    check(user, token) {
      const match = /^([0-9a-z]{1,13})-([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match?.[1] || !match[2]) return false;
      const timestamp = parseInt(match[1], 36);
      if (!Number.isSafeInteger(timestamp)) return false;
      const expected = Buffer.from(mac(user, timestamp));
      const given = Buffer.from(match[2]);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
      const age = seconds() - timestamp;
      return age >= 0 && age <= RESET_TOKEN_LIFETIME_SECONDS;
    },
  };
}
