import { pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Revoked refresh tokens by `jti`, as simplejwt's token_blacklist keeps them: a token logged out
 * (`api-token-blacklist/`), rotated away (`ROTATE_REFRESH_TOKENS`) or a magic-link token already
 * exchanged (single use). A listed token is refused with `token_not_valid` "Token is blacklisted".
 */
export const blacklistedTokens = pgTable('blacklisted_tokens', {
  jti: varchar('jti', { length: 64 }).primaryKey(),
  blacklistedAt: timestamp('blacklisted_at', { withTimezone: true }).notNull().defaultNow(),
  /** When the token would expire anyway, so old rows can be pruned. */
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
