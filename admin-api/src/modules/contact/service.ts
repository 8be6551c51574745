// The contact request mail: to the contact address of the user's country, in its main language, with
// the user's details.
import { type CurrentUser } from '../../domain/current-user';
import { voiceOf } from '../../i18n/translate';
import { type Mailer } from '../../mail/mailer';

export type ContactRequest = { subject: string; message: string; phoneNumber?: string | null | undefined };

/** Mail headers must not carry line breaks from user input. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ');

export async function sendContactRequest(mailer: Mailer, user: CurrentUser, request: ContactRequest): Promise<void> {
  const phone = request.phoneNumber || user.phoneNumber || '-';
  // The country's staff read it in the country's main language (issue 24), not the sender's.
  const { t } = voiceOf(user.member.country.languages[0]?.code);
  await mailer.send({
    to: user.member.country.contactEmail,
    replyTo: user.email,
    subject: oneLine(t('mail.contact.subject', { subject: request.subject })),
    text: [
      t('mail.contact.intro', {
        name: `${user.firstName} ${user.lastName}`,
        email: user.email,
        clinic: user.member.name,
        country: user.member.country.name,
      }),
      t('mail.sender.phone', { phone }),
      '',
      request.message,
    ].join('\n'),
  });
}
