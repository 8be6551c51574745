import {
  fieldsOf,
  flagOr,
  idOf,
  idsOf,
  isFields,
  listOf,
  numberOr,
  requiredListOf,
  textOr,
  type Fields,
} from '@/lib/api/read-answer';
import { currencyForCountry } from '@/lib/rules/currency';
import type { FeatureFlag } from '@/lib/rules/features';
import type { Country, CurrentUser, Language, Level, LocaleOptions, Member, Position } from '@/lib/session/types';

/**
 * Country codes by the English names of the spec's countries (spec §3): the spec's Country has no
 * code, which is our admin API's extension, so a country without one is known by its name.
 * Showroom and Test have none (their dates use Stockholm's clock).
 */
const CODES_BY_NAME: Record<string, string> = {
  australia: 'au',
  belgium: 'be',
  brazil: 'br',
  'czech republic': 'cz',
  denmark: 'dk',
  england: 'gb',
  france: 'fr',
  germany: 'de',
  netherlands: 'nl',
  norway: 'no',
  poland: 'pl',
  slovakia: 'sk',
  spain: 'es',
  sweden: 'se',
};

/** The country's code: the one sent, else the one its name implies, else none (''). */
export function countryCodeOf(code: unknown, name: string): string {
  if (typeof code === 'string' && code) return code.toLowerCase();
  return CODES_BY_NAME[name.trim().toLowerCase()] ?? '';
}

export function readLanguage(value: unknown): Language {
  const fields = fieldsOf(value, 'language');
  return { id: idOf(fields.id, 'language'), code: textOr(fields.code, ''), name: textOr(fields.name, '') };
}

export function readCountry(value: unknown): Country {
  const fields = fieldsOf(value, 'country');
  const name = textOr(fields.name, '');
  const code = countryCodeOf(fields.code, name);
  return {
    id: idOf(fields.id, 'country'),
    name,
    code,
    useLanguageSelector: flagOr(fields.useLanguageSelector, false),
    languages: listOf(fields.languages, readLanguage),
    currency: textOr(fields.currency, currencyForCountry(code)),
  };
}

function readLevel(value: unknown): Level {
  const fields = fieldsOf(value, 'level');
  return { id: idOf(fields.id, 'level'), name: textOr(fields.name, '') };
}

function readMember(value: unknown): Member {
  const fields = fieldsOf(value, 'member');
  return {
    id: idOf(fields.id, 'member'),
    name: textOr(fields.name, ''),
    country: readCountry(fields.country),
    levels: listOf(fields.levels, readLevel),
    isVetnet: flagOr(fields.isVetnet, false),
  };
}

function readPosition(value: unknown): Position | null {
  return value === 0 || value === 1 || value === 2 || value === 3 ? value : null;
}

/** A language the user has, or none: the portal then speaks its default language. */
function readUserLanguage(value: unknown): Language {
  return isFields(value) && typeof value.id === 'number' ? readLanguage(value) : { id: 0, code: '', name: '' };
}

/** `GET me/` (spec §3 User): without an id or a member with a country there is no session to show. */
export function readCurrentUser(value: unknown): CurrentUser {
  const fields: Fields = fieldsOf(value, 'user');
  return {
    id: idOf(fields.id, 'user'),
    email: textOr(fields.email, ''),
    firstName: textOr(fields.firstName, ''),
    lastName: textOr(fields.lastName, ''),
    language: readUserLanguage(fields.language),
    title: readPosition(fields.title),
    phoneNumber: textOr(fields.phoneNumber, ''),
    member: readMember(fields.member),
    isOnboarded: flagOr(fields.isOnboarded, true),
    isStaff: flagOr(fields.isStaff, false),
    isSuperuser: flagOr(fields.isSuperuser, false),
    isShared: flagOr(fields.isShared, false),
    preferences: idsOf(fields.preferences),
    hasDigestSubscribed: flagOr(fields.hasDigestSubscribed, false),
    role: numberOr(fields.role, 0),
    changeMember: flagOr(fields.changeMember, false),
    levels: listOf(fields.levels, readLevel),
  };
}

function readFeatureFlag(value: unknown): FeatureFlag {
  const fields = fieldsOf(value, 'feature flag');
  return {
    feature: idOf(fields.feature, 'feature flag'),
    available: flagOr(fields.available, false),
    displayInMenu: flagOr(fields.displayInMenu, false),
    levels: idsOf(fields.levels),
  };
}

/** `GET feature-flags/`: a flag that cannot be read is left out, so its feature is off. */
export function readFeatureFlags(value: unknown): FeatureFlag[] {
  return requiredListOf(value, 'feature flag list', readFeatureFlag);
}

/** `GET dev/locale-options/` (spec §3 "locale options are countries and languages"). */
export function readLocaleOptions(value: unknown): LocaleOptions {
  const fields = fieldsOf(value, 'locale options');
  return { countries: listOf(fields.countries, readCountry), languages: listOf(fields.languages, readLanguage) };
}
