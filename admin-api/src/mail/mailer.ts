// The one mailer. SMTP through nodemailer when SMTP_URL is set; otherwise mails go to the outbox
// table, so a developer can follow a magic or reset link without a mail server: staff read it back
// through `GET dev/outbox/`. The log line names the mail and the page it leads to, never its token.
import { type FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import { type Db } from '../db/client';
import { outbox } from '../db/schema/outbox';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  /** The one link the mail is about (magic login, reset, activation), if any. */
  link?: string;
  replyTo?: string;
};

export type Mailer = {
  kind: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
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
    async send(mail) {
      await db
        .insert(outbox)
        .values({ to: mail.to.toLowerCase(), subject: mail.subject, text: mail.text, link: mail.link ?? null });
      log.info(
        { mailTo: mail.to, subject: mail.subject, link: mail.link ? withoutSecrets(mail.link) : null },
        'mail kept in the outbox',
      );
    },
  };
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, replyTo: mail.replyTo });
    },
  };
}
