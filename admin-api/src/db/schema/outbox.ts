import { index, jsonb, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Mails kept instead of sent while no SMTP_URL is configured (the development mailer). */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: varchar('to', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    text: text('text').notNull(),
    link: varchar('link', { length: 2048 }),
    /** The HTML part, when the mail has one (the digest). */
    html: text('html'),
    /** Extra headers (`List-Unsubscribe`, `List-Unsubscribe-Post`, `List-Id`). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    /** Attached files, kept whole: `[{filename, contentType, size, base64}]`. */
    attachments: jsonb('attachments')
      .$type<{ filename: string; contentType: string; size: number; base64: string }[]>()
      .notNull()
      .default([]),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_to_idx').on(t.to)],
);
