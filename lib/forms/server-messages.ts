import type { FieldErrors } from '@/lib/api/api-error';
import { formatLocale } from '@/lib/i18n/locales';

/**
 * The admin API answers in English, with DRF's, simplejwt's and djoser's wording (docs/api.md). Each
 * message and code it is known to send maps to a translated text here, the one place every form,
 * field and toast uses; a message nobody knows is shown as sent, as a last resort.
 */

/** What translating needs: `t` of any namespace (keys here are `common:`-qualified) and the page's locale. */
export type MessageTranslator = {
  t: (key: string, options?: Record<string, unknown>) => string;
  locale: string;
};

const KEY = 'common:serverMessage.';
const UNEXPECTED = 'common:failure.unexpected';

/** Messages sent word for word, to the key of their translation. */
const EXACT: Record<string, string> = {
  // Login, tokens and accounts (simplejwt).
  'No active account found with the given credentials': 'badCredentials',
  'User is inactive': 'accountInactive',
  'User not found': 'accountNotFound',
  'Token is invalid or expired': 'sessionEnded',
  'Given token not valid for any token type': 'sessionEnded',
  'Token has wrong type': 'sessionEnded',
  'Authentication credentials were not provided.': 'sessionEnded',
  'Authorization header must contain two space-delimited values': 'sessionEnded',
  'Token is blacklisted': 'loginLinkUsed',
  // Password reset and activation (djoser, Django's password validators).
  'Invalid token for given user.': 'resetLinkInvalid',
  "Invalid user id or user doesn't exist.": 'resetLinkBroken',
  'This password is entirely numeric.': 'passwordNumeric',
  'The password is too similar to the email address.': 'passwordLikeEmail',
  'This password is too common.': 'passwordCommon',
  "The two password fields didn't match.": 'passwordsDiffer',
  // DRF field validation.
  'This field is required.': 'required',
  'This field may not be blank.': 'required',
  'This field may not be null.': 'required',
  'Enter a valid email address.': 'emailInvalid',
  'Enter a valid URL.': 'urlInvalid',
  'A valid integer is required.': 'integerInvalid',
  'Must be a valid boolean.': 'booleanInvalid',
  'Not a valid string.': 'valueInvalid',
  'Invalid value.': 'valueInvalid',
  'Enter a valid value.': 'valueInvalid',
  'This list may not be empty.': 'listEmpty',
  'Select a valid choice. That choice is not one of the available choices.': 'choiceInvalid',
  // Content writes and uploads.
  'The end must not be before the start.': 'endBeforeStart',
  'The event cannot end before it starts.': 'endBeforeStart',
  "This language is not used in the item's country.": 'languageNotInCountry',
  'The cover image must be a JPEG, PNG, GIF or WebP image.': 'coverNotImage',
  'Enter a YouTube or Vimeo link.': 'videoLink',
  'A category with this name already exists.': 'categoryExists',
  'tag with this name already exists.': 'tagExists',
  'Upload one file at a time.': 'oneFileAtATime',
  'No file was submitted.': 'fileMissing',
  'The submitted file is empty.': 'fileEmpty',
  'This file type is not allowed. Upload an image (JPEG, PNG, GIF, WebP), a PDF, an Office document or a text or CSV file.':
    'fileTypeNotAllowed',
  "The file's content does not match its type.": 'fileContentMismatch',
  // Permissions and lookups.
  'You do not have permission to perform this action.': 'permissionDenied',
  'This feature is not available to you.': 'featureUnavailable',
  'This item belongs to another country.': 'otherCountry',
  'Not found.': 'notFound',
  'Invalid page.': 'pageNotFound',
  // The developer panel's refusals (PATCH dev/locale/, me/member).
  'You may not change the member you act for.': 'memberChangeRefused',
  'This member is not in your member tree.': 'memberNotInTree',
  "This language is not one of your member country's languages.": 'languageNotOffered',
  'Only staff may change the country of their member.': 'countryChangeStaffOnly',
  'You may not change your role.': 'roleChangeRefused',
  'Only staff and Vetnet members may switch country.': 'countrySwitchRefused',
  'Send exactly one of language, member.country or role.': 'oneChangeAtATime',
  // Manage users (lib/rules/user-admin.ts USER_ADMIN_MESSAGES and the invitations).
  'A user with this e-mail address already exists.': 'userExists',
  'You cannot change your own role or deactivate yourself.': 'userAdminSelf',
  'The last active owner cannot be demoted or deactivated.': 'userAdminLastOwner',
  'Only an owner can make or change an owner.': 'userAdminOwnerByNonOwner',
  'Only Vetnet staff can change a staff account.': 'userAdminStaffByNonStaff',
  // The forum's rules (lib/rules/forum.ts FORUM_MESSAGES).
  'A shared clinic account cannot post in the forum. Sign in with your own account.': 'forumSharedAccount',
  'This thread is closed to new replies.': 'forumClosed',
  'Only the author or Vetnet staff can change this post.': 'forumNotAuthor',
  'Posts can be changed only within 24 hours of writing them.': 'forumEditWindow',
  'A thread others have replied to can only be deleted by Vetnet staff.': 'forumHasReplies',
  'Only Vetnet staff can pin or close a thread.': 'forumStaffOnly',
  'This invitation has not been accepted yet.': 'invitationNotAccepted',
  'Only a pending invitation can be revoked.': 'invitationNotPendingRevoke',
  'Only a pending invitation can be sent again.': 'invitationNotPendingResend',
  // My settings (djoser's set_password, the profile's phone number).
  'Invalid password.': 'currentPasswordInvalid',
  'Enter a valid phone number.': 'phoneInvalid',
  // The service itself.
  'Service temporarily unavailable, try again later.': 'unavailable',
};

type Values = (match: RegExpMatchArray) => Record<string, string>;
const count: Values = (match) => ({ count: match[1] ?? '' });
const limit: Values = (match) => ({ limit: match[1] ?? '' });

/** Messages that carry a value, to their key and the values their translation interpolates. */
const PATTERNS: readonly { pattern: RegExp; key: string; values?: Values }[] = [
  {
    pattern: /^This password is too short\. It must contain at least (\d+) characters?\.$/,
    key: 'passwordTooShort',
    values: count,
  },
  { pattern: /^Ensure this field has no more than (\d+) characters\.$/, key: 'tooLong', values: count },
  { pattern: /^Ensure this value is at most (\d+) characters of JSON\.$/, key: 'tooLong', values: count },
  { pattern: /^Ensure this field has at least (\d+) characters\.$/, key: 'tooShort', values: count },
  { pattern: /^Ensure this field has no more than (\d+) elements\.$/, key: 'tooMany', values: count },
  { pattern: /^Ensure this field has at least (\d+) elements\.$/, key: 'tooFew', values: count },
  { pattern: /^Ensure this value is less than or equal to (-?[\d.]+)\.$/, key: 'tooLarge', values: limit },
  { pattern: /^Ensure this value is greater than or equal to (-?[\d.]+)\.$/, key: 'tooSmall', values: limit },
  { pattern: /^Select a valid choice\. .* is not one of the available choices\.$/s, key: 'choiceInvalid' },
  { pattern: /^".*" is not a valid choice\.$/s, key: 'choiceInvalid' },
  { pattern: /^Incorrect type\. Expected pk value, received \w+\.$/, key: 'choiceInvalid' },
  { pattern: /^Invalid pk ".*" - object does not exist\.$/s, key: 'choiceGone' },
  { pattern: /^Expected a list of items but got type ".*"\.$/s, key: 'valueInvalid' },
  { pattern: /^Invalid data\. Expected a dictionary, but got \w+\.$/, key: 'valueInvalid' },
  { pattern: /^Datetime has wrong format\./, key: 'dateTimeInvalid' },
  { pattern: /^File \d+ belongs to another item\.$/, key: 'fileOfAnotherItem' },
  { pattern: /^File \d+ is the cover image\.$/, key: 'fileIsCover' },
  {
    pattern: /^The file is too large: at most ([\d.]+) MB\.$/,
    key: 'fileTooLarge',
    values: (m) => ({ size: m[1] ?? '' }),
  },
];

/** Messages that only a broken client or server produces: the member can do nothing but try again. */
const UNEXPECTED_PATTERNS: readonly RegExp[] = [
  /^A server error occurred\.$/,
  /^Method ".*" not allowed\.$/s,
  /^Unsupported media type ".*" in request\.$/s,
  /^JSON parse error - /,
  /^Too many form fields\.$/,
];

/** The `code` of an answer whose message nobody knows, to its key. */
const CODES: Record<string, string> = {
  token_not_valid: 'sessionEnded',
  not_authenticated: 'sessionEnded',
  bad_authorization_header: 'sessionEnded',
  user_not_found: 'accountNotFound',
  user_inactive: 'accountInactive',
  no_active_account: 'accountInactive',
  api_unreachable: 'unavailable',
  api_unavailable: 'unavailable',
  request_too_large: 'requestTooLarge',
  network_error: 'unavailable',
  timeout: 'unavailable',
};

const THROTTLED = /^Request was throttled\.(?: Expected available in (\d+) seconds?\.)?$/;

/** A wait in the member's words: seconds under a minute, else whole minutes rounded up ("15 minutes", "15 minuter"). */
export function formatWait(seconds: number, locale: string): string {
  const [amount, unit] = seconds < 60 ? [Math.max(seconds, 1), 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return new Intl.NumberFormat(formatLocale(locale), { style: 'unit', unit, unitDisplay: 'long' }).format(amount);
}

/** "Too many attempts" with the wait, when one is known. */
export function throttledMessage(seconds: number | undefined, { t, locale }: MessageTranslator): string {
  return seconds === undefined
    ? t(`${KEY}throttledNoWait`)
    : t(`${KEY}throttled`, { wait: formatWait(seconds, locale) });
}

/** The translated text of one message from the admin API, or the message itself when it is not a known one. */
export function translateServerMessage(message: string, translator: MessageTranslator): string {
  const { t } = translator;
  const exact = EXACT[message];
  if (exact) return t(`${KEY}${exact}`);
  const throttled = THROTTLED.exec(message);
  if (throttled) return throttledMessage(throttled[1] === undefined ? undefined : Number(throttled[1]), translator);
  for (const { pattern, key, values } of PATTERNS) {
    const match = message.match(pattern);
    if (match) return t(`${KEY}${key}`, values?.(match));
  }
  if (UNEXPECTED_PATTERNS.some((pattern) => pattern.test(message))) return t(UNEXPECTED);
  return message;
}

/** Whether a message is one the mapping knows (and so will translate). */
export function isKnownServerMessage(message: string): boolean {
  return translateServerMessage(message, { t: (key) => key, locale: 'en' }) !== message;
}

/** The translated text of an answer's `code`, when it is a known one. */
export function translateServerCode(code: string | undefined, { t }: MessageTranslator): string | undefined {
  const key = code === undefined ? undefined : CODES[code];
  return key ? t(`${KEY}${key}`) : undefined;
}

/** Every field's messages, translated. */
export function translateFieldErrors(errors: FieldErrors, translator: MessageTranslator): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [
      field,
      messages.map((message) => translateServerMessage(message, translator)),
    ]),
  );
}
