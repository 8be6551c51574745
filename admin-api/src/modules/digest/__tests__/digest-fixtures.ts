// Helpers of the digest's tests: ids of seeded rows, extra subscribers, content items, and the
// outbox's digest mails.
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { members, users } from '../../../db/schema/accounts';
import { contentItems } from '../../../db/schema/content';
import { digestIssues } from '../../../db/schema/digest';
import { countries, languages } from '../../../db/schema/locale';
import { outbox } from '../../../db/schema/outbox';
import { createOutboxMailer, type Mailer } from '../../../mail/mailer';
import { MEMBER_LEVEL } from '../../../seed/data/levels';
import { type TestApp } from '../../../test-support/test-app';

export { MEMBER_LEVEL };

export const DIGEST = '/api/v1/digest';

export async function countryId(t: TestApp, code: string): Promise<number> {
  const [row] = await t.db.select({ id: countries.id }).from(countries).where(eq(countries.code, code));
  if (!row) throw new Error(`no country ${code}`);
  return row.id;
}

export async function languageId(t: TestApp, code: string): Promise<number> {
  const [row] = await t.db.select({ id: languages.id }).from(languages).where(eq(languages.code, code));
  if (!row) throw new Error(`no language ${code}`);
  return row.id;
}

export async function memberId(t: TestApp, name: string): Promise<number> {
  const [row] = await t.db.select({ id: members.id }).from(members).where(eq(members.name, name));
  if (!row) throw new Error(`no member ${name}`);
  return row.id;
}

/** `n` subscribers of a member, in a language; their e-mails. */
export async function addSubscribers(
  t: TestApp,
  options: { member: string; language: string; n: number; prefix: string; subscribed?: boolean },
): Promise<string[]> {
  const member = await memberId(t, options.member);
  const language = await languageId(t, options.language);
  const emails = Array.from({ length: options.n }, (_, index) => `${options.prefix}${index}@digest.example`);
  await t.db.insert(users).values(
    emails.map((email, index) => ({
      email,
      firstName: `Sub${index}`,
      lastName: options.prefix,
      languageId: language,
      memberId: member,
      role: 17,
      hasDigestSubscribed: options.subscribed ?? true,
    })),
  );
  return emails;
}

/** Every seeded subscriber's subscription, off (a test's own recipients only). */
export async function unsubscribeEveryone(t: TestApp): Promise<void> {
  await t.db.update(users).set({ hasDigestSubscribed: false });
}

export async function addContent(
  t: TestApp,
  values: {
    type: string;
    title: string;
    country: number;
    publishDate: Date;
    status?: number;
    language?: number | null;
    extra?: Record<string, unknown>;
  },
): Promise<number> {
  const [row] = await t.db
    .insert(contentItems)
    .values({
      type: values.type,
      title: values.title,
      summary: `${values.title}: summary`,
      status: values.status ?? 2,
      countryId: values.country,
      languageId: values.language ?? null,
      publishDate: values.publishDate,
      extra: values.extra ?? {},
    })
    .returning({ id: contentItems.id });
  if (!row) throw new Error('content not inserted');
  return row.id;
}

/** The digest mails in the outbox (those with a List-Unsubscribe header). */
export async function digestMails(t: TestApp, to?: string[]) {
  const rows = await t.db
    .select()
    .from(outbox)
    .where(and(isNotNull(outbox.html), to ? inArray(outbox.to, to) : undefined));
  return rows.filter((row) => 'List-Unsubscribe' in row.headers);
}

export async function issueStatus(t: TestApp, id: number) {
  const [row] = await t.db.select().from(digestIssues).where(eq(digestIssues.id, id));
  return row;
}

export const DAY_MS = 86_400_000;

/**
 * The outbox mailer (mails kept in the queue's transaction), counting the mails it is handed;
 * `onSend(n)` after the n-th, and `refuse` makes every mail to that address fail.
 */
export function createMailer(
  t: TestApp,
  options: { onSend?: (n: number) => void; refuse?: string } = {},
): { mailer: Mailer; count: () => number } {
  const outboxMailer = createOutboxMailer(t.db, { info: () => undefined });
  let sent = 0;
  return {
    count: () => sent,
    mailer: {
      kind: 'outbox',
      async send(mail, executor) {
        if (mail.to === options.refuse) throw new Error('550 mailbox unavailable');
        await outboxMailer.send(mail, executor);
        sent += 1;
        options.onSend?.(sent);
      },
    },
  };
}
