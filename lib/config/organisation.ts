import { toLocale, type Locale } from '@/lib/i18n/locales';

/**
 * The organisation behind the portal and the public pages every footer links to. Placeholder
 * addresses on the organisation's example domain: a deployment changes them here, in one place.
 */
export const ORGANISATION = {
  name: 'Vetnet',
  website: 'https://www.vetnet.example',
  supportEmail: 'support@vetnet.example',
} as const;

/** The languages the privacy policy is published in, named as the spec names them (§9): `se`, `no`, `dk` are country codes. */
export const PRIVACY_POLICY_CODES = ['nl', 'se', 'es', 'no', 'fr', 'de', 'dk', 'en'] as const;

export type PrivacyPolicyCode = (typeof PRIVACY_POLICY_CODES)[number];

/** The privacy policy of each language. */
export const PRIVACY_POLICY_URLS: Record<PrivacyPolicyCode, string> = {
  nl: `${ORGANISATION.website}/nl/privacy`,
  se: `${ORGANISATION.website}/se/privacy`,
  es: `${ORGANISATION.website}/es/privacy`,
  no: `${ORGANISATION.website}/no/privacy`,
  fr: `${ORGANISATION.website}/fr/privacy`,
  de: `${ORGANISATION.website}/de/privacy`,
  dk: `${ORGANISATION.website}/dk/privacy`,
  en: `${ORGANISATION.website}/en/privacy`,
};

/** The cookie information, published beside each privacy policy. */
export const COOKIE_INFO_URLS: Record<PrivacyPolicyCode, string> = {
  nl: `${ORGANISATION.website}/nl/cookies`,
  se: `${ORGANISATION.website}/se/cookies`,
  es: `${ORGANISATION.website}/es/cookies`,
  no: `${ORGANISATION.website}/no/cookies`,
  fr: `${ORGANISATION.website}/fr/cookies`,
  de: `${ORGANISATION.website}/de/cookies`,
  dk: `${ORGANISATION.website}/dk/cookies`,
  en: `${ORGANISATION.website}/en/cookies`,
};

/**
 * Which policy each portal locale reads: regional variants the policy of their language (Flemish
 * the Dutch one, Belgian French the French one), languages without a policy of their own English.
 */
const POLICY_OF_LOCALE: Record<Locale, PrivacyPolicyCode> = {
  en: 'en',
  'en-AU': 'en',
  sv: 'se',
  da: 'dk',
  nb: 'no',
  de: 'de',
  es: 'es',
  fr: 'fr',
  'fr-BE': 'fr',
  nl: 'nl',
  'nl-BE': 'nl',
  cs: 'en',
  pl: 'en',
  sk: 'en',
  'pt-BR': 'en',
  xx: 'en',
};

/** The language tag of each policy's text, for `hreflang`. */
export const POLICY_LANGUAGE: Record<PrivacyPolicyCode, string> = {
  nl: 'nl',
  se: 'sv',
  es: 'es',
  no: 'nb',
  fr: 'fr',
  de: 'de',
  dk: 'da',
  en: 'en',
};

/** The policy for a locale or language code (`sv`, `nb-NO`, `nl-BE`); English for anything else. */
export function privacyPolicyCode(locale: string | undefined): PrivacyPolicyCode {
  const known = toLocale(locale);
  return known ? POLICY_OF_LOCALE[known] : 'en';
}
