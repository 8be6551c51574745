import fc from 'fast-check';
import { ApiError } from '@/lib/api/api-error';
import { createTestI18n, readLocale } from '@/testing/i18n';
import { formFailureMessages } from '../failure-messages';
import {
  isKnownServerMessage,
  translateFieldErrors,
  translateServerCode,
  translateServerMessage,
  type MessageTranslator,
} from '../server-messages';

function translator(locale: 'en' | 'sv'): MessageTranslator {
  const i18n = createTestI18n(locale);
  return { t: (key, options) => i18n.t(key, options) as string, locale };
}
const en = translator('en');
const sv = translator('sv');

/** Every message the admin API is known to send (docs/api.md, admin-api/src), as English and Swedish members read it. */
const MESSAGES: [sent: string, english: string, swedish: string][] = [
  [
    'No active account found with the given credentials',
    'The e-mail address or password is wrong, or the account is not active.',
    'E-postadressen eller lösenordet är fel, eller så är kontot inte aktivt.',
  ],
  [
    'User is inactive',
    'This account is not active. Use the link in your invitation e-mail, or ask for a new activation e-mail.',
    'Kontot är inte aktivt. Använd länken i inbjudan, eller be om ett nytt aktiveringsmejl.',
  ],
  ['User not found', 'This account no longer exists.', 'Kontot finns inte längre.'],
  [
    'Token is invalid or expired',
    'Your session has ended. Please log in again.',
    'Din session har tagit slut. Logga in igen.',
  ],
  [
    'Given token not valid for any token type',
    'Your session has ended. Please log in again.',
    'Din session har tagit slut. Logga in igen.',
  ],
  [
    'Token has wrong type',
    'Your session has ended. Please log in again.',
    'Din session har tagit slut. Logga in igen.',
  ],
  [
    'Authentication credentials were not provided.',
    'Your session has ended. Please log in again.',
    'Din session har tagit slut. Logga in igen.',
  ],
  [
    'Authorization header must contain two space-delimited values',
    'Your session has ended. Please log in again.',
    'Din session har tagit slut. Logga in igen.',
  ],
  [
    'Token is blacklisted',
    'This login link has already been used. Ask for a new one.',
    'Inloggningslänken har redan använts. Be om en ny.',
  ],
  [
    'Invalid token for given user.',
    'This link has expired or has already been used. Ask for a new one.',
    'Länken har gått ut eller redan använts. Be om en ny.',
  ],
  [
    "Invalid user id or user doesn't exist.",
    'This link is not valid. Open the link from the e-mail again, or ask for a new one.',
    'Länken är inte giltig. Öppna länken i mejlet igen, eller be om en ny.',
  ],
  [
    'This password is too short. It must contain at least 8 characters.',
    'This password is too short. Use at least 8 characters.',
    'Lösenordet är för kort. Använd minst 8 tecken.',
  ],
  [
    'This password is entirely numeric.',
    'This password has only digits. Add letters or other characters.',
    'Lösenordet består bara av siffror. Lägg till bokstäver eller andra tecken.',
  ],
  [
    'The password is too similar to the email address.',
    'This password is too similar to your e-mail address.',
    'Lösenordet liknar din e-postadress för mycket.',
  ],
  [
    'This password is too common.',
    'This password is too common. Choose one that is harder to guess.',
    'Lösenordet är för vanligt. Välj ett som är svårare att gissa.',
  ],
  [
    "The two password fields didn't match.",
    'The two passwords are not the same.',
    'De två lösenorden är inte likadana.',
  ],
  ['This field is required.', 'This field is required.', 'Fältet är obligatoriskt.'],
  ['This field may not be blank.', 'This field is required.', 'Fältet är obligatoriskt.'],
  ['This field may not be null.', 'This field is required.', 'Fältet är obligatoriskt.'],
  ['Enter a valid email address.', 'Enter a valid e-mail address.', 'Ange en giltig e-postadress.'],
  [
    'Enter a valid URL.',
    'Enter a valid web address, starting with https://.',
    'Ange en giltig webbadress som börjar med https://.',
  ],
  ['A valid integer is required.', 'Enter a whole number.', 'Ange ett heltal.'],
  ['Must be a valid boolean.', 'Choose yes or no.', 'Välj ja eller nej.'],
  ['Not a valid string.', 'This value is not valid.', 'Värdet är inte giltigt.'],
  ['Invalid value.', 'This value is not valid.', 'Värdet är inte giltigt.'],
  ['Enter a valid value.', 'This value is not valid.', 'Värdet är inte giltigt.'],
  ['Expected a list of items but got type "str".', 'This value is not valid.', 'Värdet är inte giltigt.'],
  ['Invalid data. Expected a dictionary, but got list.', 'This value is not valid.', 'Värdet är inte giltigt.'],
  [
    'Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].',
    'Enter a valid date and time.',
    'Ange ett giltigt datum och en giltig tid.',
  ],
  ['This list may not be empty.', 'Choose at least one.', 'Välj minst ett.'],
  [
    'Select a valid choice. 99 is not one of the available choices.',
    'Choose one of the options offered.',
    'Välj ett av de alternativ som erbjuds.',
  ],
  [
    'Select a valid choice. That choice is not one of the available choices.',
    'Choose one of the options offered.',
    'Välj ett av de alternativ som erbjuds.',
  ],
  ['"7" is not a valid choice.', 'Choose one of the options offered.', 'Välj ett av de alternativ som erbjuds.'],
  [
    'Incorrect type. Expected pk value, received str.',
    'Choose one of the options offered.',
    'Välj ett av de alternativ som erbjuds.',
  ],
  [
    'Invalid pk "99" - object does not exist.',
    'This choice no longer exists. Reload the page and choose again.',
    'Valet finns inte längre. Ladda om sidan och välj igen.',
  ],
  ['Ensure this field has no more than 255 characters.', 'Use at most 255 characters.', 'Använd högst 255 tecken.'],
  [
    'Ensure this value is at most 10000 characters of JSON.',
    'Use at most 10000 characters.',
    'Använd högst 10000 tecken.',
  ],
  ['Ensure this field has at least 3 characters.', 'Use at least 3 characters.', 'Använd minst 3 tecken.'],
  ['Ensure this field has no more than 5 elements.', 'Choose at most 5.', 'Välj högst 5.'],
  ['Ensure this field has at least 2 elements.', 'Choose at least 2.', 'Välj minst 2.'],
  ['Ensure this value is less than or equal to 3.', 'Enter 3 or less.', 'Ange 3 eller mindre.'],
  ['Ensure this value is greater than or equal to 0.', 'Enter 0 or more.', 'Ange 0 eller mer.'],
  [
    'The end must not be before the start.',
    'The end must not be before the start.',
    'Slutet får inte ligga före början.',
  ],
  [
    'The event cannot end before it starts.',
    'The end must not be before the start.',
    'Slutet får inte ligga före början.',
  ],
  [
    "This language is not used in the item's country.",
    "This language is not used in the item's country.",
    'Språket används inte i innehållets land.',
  ],
  [
    'The cover image must be a JPEG, PNG, GIF or WebP image.',
    'The cover image must be a JPEG, PNG, GIF or WebP image.',
    'Omslagsbilden måste vara en JPEG-, PNG-, GIF- eller WebP-bild.',
  ],
  ['File 41 belongs to another item.', 'This file belongs to another item.', 'Filen hör till ett annat innehåll.'],
  ['File 12 is the cover image.', 'This file is already the cover image.', 'Filen är redan omslagsbild.'],
  ['Enter a YouTube or Vimeo link.', 'Enter a YouTube or Vimeo link.', 'Ange en länk till YouTube eller Vimeo.'],
  [
    'A category with this name already exists.',
    'A category with this name already exists.',
    'Det finns redan en kategori med det namnet.',
  ],
  [
    'tag with this name already exists.',
    'A tag with this name already exists.',
    'Det finns redan en tagg med det namnet.',
  ],
  ['The file is too large: at most 20 MB.', 'The file is too large: at most 20 MB.', 'Filen är för stor: högst 20 MB.'],
  ['Upload one file at a time.', 'Upload one file at a time.', 'Ladda upp en fil i taget.'],
  ['No file was submitted.', 'No file was sent. Choose a file.', 'Ingen fil skickades. Välj en fil.'],
  ['The submitted file is empty.', 'The file is empty.', 'Filen är tom.'],
  [
    'This file type is not allowed. Upload an image (JPEG, PNG, GIF, WebP), a PDF, an Office document or a text or CSV file.',
    'This file type is not allowed. Upload an image (JPEG, PNG, GIF, WebP), a PDF, an Office document or a text or CSV file.',
    'Den filtypen är inte tillåten. Ladda upp en bild (JPEG, PNG, GIF, WebP), en PDF, ett Office-dokument eller en text- eller CSV-fil.',
  ],
  [
    "The file's content does not match its type.",
    "The file's content does not match its type.",
    'Filens innehåll stämmer inte med dess typ.',
  ],
  [
    'You do not have permission to perform this action.',
    'You do not have permission to do this.',
    'Du har inte behörighet att göra detta.',
  ],
  [
    'This feature is not available to you.',
    'This part of the portal is not available to you.',
    'Den här delen av portalen är inte tillgänglig för dig.',
  ],
  [
    'This item belongs to another country.',
    'This item belongs to another country.',
    'Innehållet hör till ett annat land.',
  ],
  ['Not found.', 'We could not find this. It may have been removed.', 'Vi hittade det inte. Det kan ha tagits bort.'],
  ['Invalid page.', 'This page of the list does not exist.', 'Den sidan av listan finns inte.'],
  [
    'You may not change the member you act for.',
    'You may not change the member you act for.',
    'Du får inte byta den medlem du agerar för.',
  ],
  [
    'This member is not in your member tree.',
    'This member is not among the members you may act for.',
    'Medlemmen finns inte bland dem du får agera för.',
  ],
  [
    "This language is not one of your member country's languages.",
    "This language is not offered in your member's country.",
    'Språket erbjuds inte i din medlems land.',
  ],
  [
    'Only staff may change the country of their member.',
    'Only staff may change the country of their member.',
    'Bara personal får byta land för sin medlem.',
  ],
  ['You may not change your role.', 'You may not change your role.', 'Du får inte byta din roll.'],
  [
    'Only staff and Vetnet members may switch country.',
    'Only staff and Vetnet members may switch country.',
    'Bara personal och Vetnet-medlemmar får byta land.',
  ],
  ['Send exactly one of language, member.country or role.', 'Send one change at a time.', 'Skicka en ändring i taget.'],
  [
    'A user with this e-mail address already exists.',
    'A user with this e-mail address already exists.',
    'Det finns redan en anv\u00e4ndare med den h\u00e4r e-postadressen.',
  ],
  [
    'You cannot change your own role or deactivate yourself.',
    'You cannot change your own role or deactivate yourself.',
    'Du kan inte \u00e4ndra din egen roll eller inaktivera dig sj\u00e4lv.',
  ],
  [
    'The last active owner cannot be demoted or deactivated.',
    'The last active owner cannot be demoted or deactivated.',
    'Den sista aktiva \u00e4garen kan inte f\u00e5 en l\u00e4gre roll eller inaktiveras.',
  ],
  [
    'Only an owner can make or change an owner.',
    'Only an owner can make or change an owner.',
    'Bara en \u00e4gare kan g\u00f6ra n\u00e5gon till \u00e4gare eller \u00e4ndra en \u00e4gare.',
  ],
  [
    'Only Vetnet staff can change a staff account.',
    'Only Vetnet staff can change a staff account.',
    'Bara Vetnets personal kan \u00e4ndra ett personalkonto.',
  ],
  [
    'A shared clinic account cannot post in the forum. Sign in with your own account.',
    'A shared clinic account cannot post in the forum. Sign in with your own account.',
    'Ett delat klinikkonto kan inte skriva i forumet. Logga in med ditt eget konto.',
  ],
  ['This thread is closed to new replies.', 'This thread is closed to new replies.', 'Tråden är stängd för nya svar.'],
  [
    'Only the author or Vetnet staff can change this post.',
    'Only the author or Vetnet staff can change this post.',
    'Bara författaren eller Vetnets personal kan ändra inlägget.',
  ],
  [
    'Posts can be changed only within 24 hours of writing them.',
    'Posts can be changed only within 24 hours of writing them.',
    'Inlägg kan bara ändras inom 24 timmar efter att de skrevs.',
  ],
  [
    'A thread others have replied to can only be deleted by Vetnet staff.',
    'A thread others have replied to can only be deleted by Vetnet staff.',
    'En tråd som andra har svarat i kan bara tas bort av Vetnets personal.',
  ],
  [
    'Only Vetnet staff can pin or close a thread.',
    'Only Vetnet staff can pin or close a thread.',
    'Bara Vetnets personal kan fästa eller stänga en tråd.',
  ],
  [
    'This invitation has not been accepted yet.',
    'This invitation has not been accepted yet.',
    'Inbjudan har inte accepterats \u00e4nnu.',
  ],
  [
    'Only a pending invitation can be revoked.',
    'Only a pending invitation can be revoked.',
    'Bara en v\u00e4ntande inbjudan kan \u00e5terkallas.',
  ],
  [
    'Only a pending invitation can be sent again.',
    'Only a pending invitation can be sent again.',
    'Bara en v\u00e4ntande inbjudan kan skickas igen.',
  ],
  ['Invalid password.', 'The current password is not correct.', 'Det nuvarande l\u00f6senordet st\u00e4mmer inte.'],
  ['Enter a valid phone number.', 'Enter a valid phone number.', 'Ange ett giltigt telefonnummer.'],
  [
    'Service temporarily unavailable, try again later.',
    'The service is unavailable right now. Please try again in a moment.',
    'Tjänsten är inte tillgänglig just nu. Försök igen om en liten stund.',
  ],
  [
    'Request was throttled. Expected available in 42 seconds.',
    'Too many attempts. Try again in 42 seconds.',
    'För många försök. Försök igen om 42 sekunder.',
  ],
  [
    'Request was throttled. Expected available in 1 second.',
    'Too many attempts. Try again in 1 second.',
    'För många försök. Försök igen om 1 sekund.',
  ],
  [
    'Request was throttled. Expected available in 840 seconds.',
    'Too many attempts. Try again in 14 minutes.',
    'För många försök. Försök igen om 14 minuter.',
  ],
  ['Request was throttled.', 'Too many attempts. Try again later.', 'För många försök. Försök igen senare.'],
  [
    'A server error occurred.',
    'Something went wrong. Try again in a moment.',
    'Något gick fel. Försök igen om en stund.',
  ],
  [
    'Method "PUT" not allowed.',
    'Something went wrong. Try again in a moment.',
    'Något gick fel. Försök igen om en stund.',
  ],
  [
    'Unsupported media type "text/plain" in request.',
    'Something went wrong. Try again in a moment.',
    'Något gick fel. Försök igen om en stund.',
  ],
  [
    'JSON parse error - Unexpected token',
    'Something went wrong. Try again in a moment.',
    'Något gick fel. Försök igen om en stund.',
  ],
  ['Too many form fields.', 'Something went wrong. Try again in a moment.', 'Något gick fel. Försök igen om en stund.'],
];

/** The `code`s of answers (simplejwt's, the portal's forwarding and client), read when the message is not a known one. */
const CODES: [code: string, english: string, swedish: string][] = [
  ['token_not_valid', 'Your session has ended. Please log in again.', 'Din session har tagit slut. Logga in igen.'],
  ['not_authenticated', 'Your session has ended. Please log in again.', 'Din session har tagit slut. Logga in igen.'],
  [
    'bad_authorization_header',
    'Your session has ended. Please log in again.',
    'Din session har tagit slut. Logga in igen.',
  ],
  ['user_not_found', 'This account no longer exists.', 'Kontot finns inte längre.'],
  [
    'user_inactive',
    'This account is not active. Use the link in your invitation e-mail, or ask for a new activation e-mail.',
    'Kontot är inte aktivt. Använd länken i inbjudan, eller be om ett nytt aktiveringsmejl.',
  ],
  [
    'no_active_account',
    'This account is not active. Use the link in your invitation e-mail, or ask for a new activation e-mail.',
    'Kontot är inte aktivt. Använd länken i inbjudan, eller be om ett nytt aktiveringsmejl.',
  ],
  [
    'api_unreachable',
    'The service is unavailable right now. Please try again in a moment.',
    'Tjänsten är inte tillgänglig just nu. Försök igen om en liten stund.',
  ],
  [
    'api_unavailable',
    'The service is unavailable right now. Please try again in a moment.',
    'Tjänsten är inte tillgänglig just nu. Försök igen om en liten stund.',
  ],
  [
    'network_error',
    'The service is unavailable right now. Please try again in a moment.',
    'Tjänsten är inte tillgänglig just nu. Försök igen om en liten stund.',
  ],
  [
    'timeout',
    'The service is unavailable right now. Please try again in a moment.',
    'Tjänsten är inte tillgänglig just nu. Försök igen om en liten stund.',
  ],
  [
    'request_too_large',
    'This is too much to send at once. Make it shorter and try again.',
    'Det här är för mycket att skicka på en gång. Gör det kortare och försök igen.',
  ],
];

const UNAVAILABLE = [
  'The service is unavailable right now. Please try again in a moment.',
  'Tjänsten är inte tillgänglig just nu. Försök igen om en liten stund.',
];

describe('translateServerMessage', () => {
  it.each(MESSAGES)('translates %j', (sent, english, swedish) => {
    expect(translateServerMessage(sent, en)).toBe(english);
    expect(translateServerMessage(sent, sv)).toBe(swedish);
  });

  it('has a tested message for every translation it knows', () => {
    const keyOf: MessageTranslator = { t: (key) => key, locale: 'en' };
    const tested = new Set([
      ...MESSAGES.map(([sent]) => translateServerMessage(sent, keyOf)),
      ...CODES.map(([code]) => translateServerCode(code, keyOf)),
    ]);
    const keys = Object.keys(readLocale('en').common?.serverMessage as Record<string, string>).map(
      (key) => `common:serverMessage.${key}`,
    );
    expect(keys.filter((key) => !tested.has(key))).toEqual([]);
  });

  it('passes any message it does not know through as sent', () => {
    expect(translateServerMessage('Account locked.', sv)).toBe('Account locked.');
    fc.assert(
      fc.property(fc.string(), (message) => {
        fc.pre(!isKnownServerMessage(message));
        return translateServerMessage(message, sv) === message && translateServerMessage(message, en) === message;
      }),
    );
  });

  it('knows a message only when the whole text matches, not a known one inside another', () => {
    expect(isKnownServerMessage('Not found. Really.')).toBe(false);
    expect(isKnownServerMessage('Note: This field is required.')).toBe(false);
  });
});

describe('translateServerCode', () => {
  it.each(CODES)('translates %s', (code, english, swedish) => {
    expect(translateServerCode(code, en)).toBe(english);
    expect(translateServerCode(code, sv)).toBe(swedish);
  });

  it('leaves an unknown or absent code to the caller', () => {
    expect(translateServerCode('some_new_code', sv)).toBeUndefined();
    expect(translateServerCode(undefined, sv)).toBeUndefined();
  });
});

describe('translateFieldErrors', () => {
  it('translates each field, keeping unknown messages', () => {
    expect(
      translateFieldErrors(
        { token: ['Invalid token for given user.'], title: ['Odd.', 'This field is required.'] },
        sv,
      ),
    ).toEqual({
      token: ['Länken har gått ut eller redan använts. Be om en ny.'],
      title: ['Odd.', 'Fältet är obligatoriskt.'],
    });
  });
});

describe('formFailureMessages', () => {
  it.each([
    ['a network failure', new ApiError({ status: 0, code: 'network_error', detail: 'Network Error' })],
    ['a timeout', new ApiError({ status: 0, code: 'timeout', detail: 'timeout of 15000ms exceeded' })],
    [
      'a 502 from the forwarding',
      new ApiError({ status: 502, code: 'api_unreachable', detail: 'The service cannot be reached.' }),
    ],
    [
      'a 503 from the forwarding',
      new ApiError({ status: 503, code: 'api_unavailable', detail: 'The service is not answering.' }),
    ],
    [
      'a 503 during a deploy',
      new ApiError({ status: 503, detail: 'Service temporarily unavailable, try again later.' }),
    ],
    ['a 504 from a proxy, without a body', new ApiError({ status: 504 })],
  ])('says the service is unavailable after %s', (_name, error) => {
    expect(formFailureMessages(error, en)).toEqual([UNAVAILABLE[0]]);
    expect(formFailureMessages(error, sv)).toEqual([UNAVAILABLE[1]]);
  });

  it('says how long to wait after too many attempts, from Retry-After or else the message', () => {
    expect(
      formFailureMessages(new ApiError({ status: 429, detail: 'Request was throttled.', retryAfterSeconds: 900 }), sv),
    ).toEqual(['För många försök. Försök igen om 15 minuter.']);
    expect(
      formFailureMessages(
        new ApiError({ status: 429, detail: 'Request was throttled. Expected available in 30 seconds.' }),
        en,
      ),
    ).toEqual(['Too many attempts. Try again in 30 seconds.']);
    expect(formFailureMessages(new ApiError({ status: 429 }), en)).toEqual(['Too many attempts. Try again later.']);
  });

  it('translates the form-level messages, known or not', () => {
    const error = new ApiError({
      status: 400,
      nonFieldErrors: ['No active account found with the given credentials', 'Account locked.'],
    });
    expect(formFailureMessages(error, sv)).toEqual([
      'E-postadressen eller lösenordet är fel, eller så är kontot inte aktivt.',
      'Account locked.',
    ]);
  });

  it('points to the fields when only they have messages, and reads the code otherwise', () => {
    expect(
      formFailureMessages(new ApiError({ status: 400, fieldErrors: { email: ['Enter a valid email address.'] } }), en),
    ).toEqual(['Some fields need your attention. See the messages beside them.']);
    expect(formFailureMessages(new ApiError({ status: 401, code: 'user_inactive' }), en)).toEqual([CODES[4]?.[1]]);
    expect(formFailureMessages(new ApiError({ status: 500 }), sv)).toEqual([
      'Något gick fel. Försök igen om en stund.',
    ]);
    expect(formFailureMessages(new Error('bug'), en)).toEqual(['Something went wrong. Try again in a moment.']);
    expect(formFailureMessages(new ApiError({ status: 0, code: 'client_error', detail: 'bug' }), en)).toEqual([
      'Something went wrong. Try again in a moment.',
    ]);
  });
});
