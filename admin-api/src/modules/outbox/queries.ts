// Reads of `dev/outbox/`: the newest mails the outbox mailer kept, to one address or to anyone.
import { desc, eq } from 'drizzle-orm';
import { type Db } from '../../db/client';
import { outbox } from '../../db/schema/outbox';
import { isoUtc } from '../../http/dates';

/** The outbox is a development aid; the newest mails are enough. */
export const OUTBOX_LIMIT = 100;

export async function latestMails(db: Db, to: string | undefined) {
  const rows = await db
    .select()
    .from(outbox)
    .where(to ? eq(outbox.to, to) : undefined)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(OUTBOX_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    link: row.link,
    createdAt: isoUtc(row.createdAt),
  }));
}
