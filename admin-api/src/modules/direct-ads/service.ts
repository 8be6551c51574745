// A member's reply to a direct ad: checked against the ad (not expired), stored, mailed to the
// advertiser with the member's address as reply-to, and copied to the member. The advertiser's
// address is never shown to the member: the copy does not carry it.
import { type DirectAdEmailAnswer } from '../../contract/partners';
import { type DbExecutor } from '../../db/client';
import { directAdMessages } from '../../db/schema/partners';
import { type CurrentUser } from '../../domain/current-user';
import { fullName } from '../../domain/full-name';
import { isoUtc } from '../../http/dates';
import { nonFieldError } from '../../http/errors';
import { voiceOfItem } from '../../i18n/recipients';
import { type Voice, voiceOfUser } from '../../i18n/translate';
import { type Mailer } from '../../mail/mailer';

export const AD_EXPIRED = 'This ad has expired.';

/** What the reply needs of the ad (a loaded content item); its language and country pick the advertiser's. */
export type AdFacts = {
  id: number;
  title: string;
  advertiserEmail: string;
  expiresAt: string | null;
  languageCode: string | null;
  countryId: number;
};

/** Mail headers must not carry line breaks from user input. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ');

export function assertNotExpired(ad: AdFacts, now: Date): void {
  if (ad.expiresAt !== null && Date.parse(ad.expiresAt) < now.getTime()) throw nonFieldError(AD_EXPIRED);
}

function sender(t: Voice['t'], user: CurrentUser): string {
  const name = fullName(user) || user.email;
  return [
    t('mail.sender.name', { name }),
    t('mail.sender.clinic', { clinic: user.member.name }),
    t('mail.sender.email', { email: user.email }),
  ].join('\n');
}

export async function sendAdReply(
  deps: { db: DbExecutor; mailer: Mailer; now: () => Date },
  user: CurrentUser,
  ad: AdFacts,
  message: string,
): Promise<DirectAdEmailAnswer> {
  assertNotExpired(ad, deps.now());
  const [row] = await deps.db
    .insert(directAdMessages)
    .values({ adId: ad.id, userId: user.id, memberId: user.member.id, message, createdAt: deps.now() })
    .returning({ id: directAdMessages.id, createdAt: directAdMessages.createdAt });
  if (!row) throw new Error('insert returned nothing');
  // The advertiser's mail in the ad's language or its country's (issue 24), the copy in the member's.
  const theirs = (await voiceOfItem(deps.db, ad)).t;
  const own = voiceOfUser(user).t;
  await deps.mailer.send({
    to: ad.advertiserEmail,
    replyTo: user.email,
    subject: oneLine(theirs('mail.adReply.subject', { title: ad.title })),
    text: [theirs('mail.adReply.intro', { title: ad.title }), '', sender(theirs, user), '', message].join('\n'),
  });
  await deps.mailer.send({
    to: user.email,
    subject: oneLine(own('mail.adReply.copySubject', { title: ad.title })),
    text: [own('mail.adReply.copyIntro', { title: ad.title }), '', sender(own, user), '', message].join('\n'),
  });
  return { id: row.id, createdAt: isoUtc(row.createdAt) };
}
