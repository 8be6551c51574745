// The one mailer. SMTP through nodemailer when SMTP_URL is set; otherwise mails go to the outbox
// table, so a developer can follow a magic or reset link without a mail server: staff read it back
// through `GET dev/outbox/`. The log line names the mail and the page it leads to, never its token
// nor the text. Attachments go with the mail (nodemailer), or into the outbox row, base64.
import { type FastifyBaseLogger } from 'fastify';
import { createTransport, type SendMailOptions } from 'nodemailer';
import { type Db, type DbExecutor } from '../db/client';
import { outbox } from '../db/schema/outbox';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  /** The one link the mail is about (magic login, reset, activation), if any. */
  link?: string;
  replyTo?: string;
  /** Files sent with the mail (a report's PDF). */
  attachments?: MailAttachment[];
  /** An HTML part beside `text` (the digest). */
  html?: string;
  /** Extra headers (the digest's `List-Unsubscribe`, `List-Unsubscribe-Post`, `List-Id`). */
  headers?: Record<string, string>;
};

export type MailAttachment = { filename: string; contentType: string; content: Buffer };

/** How the outbox keeps an attachment: whole, so a developer or a test can open it. */
export function storedAttachment(attachment: MailAttachment) {
  return {
    filename: attachment.filename,
    contentType: attachment.contentType,
    size: attachment.content.length,
    base64: attachment.content.toString('base64'),
  };
}

export type Mailer = {
  kind: 'smtp' | 'outbox';
  /**
   * `db`: the transaction a queue marks the mail sent in; the outbox mailer keeps the mail in it, so
   * a rolled-back batch keeps no mail either (the digest's queue, docs/admin-api.md "Digest").
   */
  send(mail: Mail, db?: DbExecutor): Promise<void>;
};

/** A mailed link fit for a log: every query value but the page to go on to is hidden (tokens are never logged). */
export function withoutSecrets(link: string): string {
  const url = new URL(link);
  for (const name of [...url.searchParams.keys()]) if (name !== 'next') url.searchParams.set(name, '…');
  return url.toString();
}

export function createOutboxMailer(db: Db, log: Pick<FastifyBaseLogger, 'info'>): Mailer {
  return {
    kind: 'outbox',
    async send(mail, executor = db) {
      await executor.insert(outbox).values({
        to: mail.to.toLowerCase(),
        subject: mail.subject,
        text: mail.text,
        link: mail.link ?? null,
        attachments: (mail.attachments ?? []).map(storedAttachment),
        html: mail.html ?? null,
        headers: mail.headers ?? {},
      });
      log.info(
        { mailTo: mail.to, subject: mail.subject, link: mail.link ? withoutSecrets(mail.link) : null },
        'mail kept in the outbox',
      );
    },
  };
}

/** The nodemailer message of a mail. */
export function smtpMessage(from: string, mail: Mail): SendMailOptions {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    ...(mail.headers ? { headers: mail.headers } : {}),
    replyTo: mail.replyTo,
    attachments: (mail.attachments ?? []).map(({ filename, contentType, content }) => ({
      filename,
      contentType,
      content,
    })),
  };
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail(smtpMessage(from, mail));
    },
  };
}
