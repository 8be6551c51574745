// Reads of `dev/outbox/`: the newest mails the outbox mailer kept, to one address or to anyone, and
// the files attached to one of them.
import { desc, eq, sql } from 'drizzle-orm';
import { type Db } from '../../db/client';
import { outbox } from '../../db/schema/outbox';
import { isoUtc } from '../../http/dates';

/** The outbox is a development aid; the newest mails are enough. */
export const OUTBOX_LIMIT = 100;

type AttachmentInfo = { filename: string; contentType: string; size: number };

/** The attachments' names, types and sizes, without their content (which can be large). */
const attachmentInfo = sql<AttachmentInfo[]>`coalesce((
  select jsonb_agg(jsonb_build_object('filename', a->>'filename', 'contentType', a->>'contentType',
                                      'size', (a->>'size')::int) order by ordinality)
    from jsonb_array_elements(${outbox.attachments}) with ordinality as t(a, ordinality)), '[]'::jsonb)`;

export async function latestMails(db: Db, to: string | undefined) {
  const rows = await db
    .select({
      id: outbox.id,
      to: outbox.to,
      subject: outbox.subject,
      text: outbox.text,
      link: outbox.link,
      headers: outbox.headers,
      html: outbox.html,
      attachments: attachmentInfo,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(to ? eq(outbox.to, to) : undefined)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(OUTBOX_LIMIT);
  return rows.map((row) => ({ ...row, createdAt: isoUtc(row.createdAt) }));
}

/** The `index`th file attached to a kept mail (0-based), with its content; null when there is none. */
export async function mailAttachment(db: Db, id: number, index: number) {
  const [row] = await db
    .select({
      attachment: sql<{
        filename: string;
        contentType: string;
        base64: string;
      } | null>`${outbox.attachments}->(${index}::int)`,
    })
    .from(outbox)
    .where(eq(outbox.id, id));
  const attachment = row?.attachment;
  return attachment ? { ...attachment, content: Buffer.from(attachment.base64, 'base64') } : null;
}
