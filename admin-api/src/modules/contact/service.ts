// The contact request mail: to the contact address of the user's country, with the user's details.
import { type CurrentUser } from '../../domain/current-user';
import { type Mailer } from '../../mail/mailer';

export type ContactRequest = { subject: string; message: string; phoneNumber?: string | null | undefined };

/** Mail headers must not carry line breaks from user input. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ');

export async function sendContactRequest(mailer: Mailer, user: CurrentUser, request: ContactRequest): Promise<void> {
  const phone = request.phoneNumber || user.phoneNumber || '-';
  await mailer.send({
    to: user.member.country.contactEmail,
    replyTo: user.email,
    subject: oneLine(`Contact request: ${request.subject}`),
    text: [
      `${user.firstName} ${user.lastName} <${user.email}> of ${user.member.name} (${user.member.country.name}) asks to be contacted.`,
      `Phone: ${phone}`,
      '',
      request.message,
    ].join('\n'),
  });
}
