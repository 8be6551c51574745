import { pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Magic-link refresh tokens already exchanged: a magic token is usable once. */
export const usedMagicTokens = pgTable('used_magic_tokens', {
  jti: varchar('jti', { length: 64 }).primaryKey(),
  usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  /** When the token would expire anyway, so old rows can be pruned. */
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
