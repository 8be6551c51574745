/** The 16 languages, in id order (sv gets id 14 and en id 4, as in the contract's example). */
export const LANGUAGES: readonly { code: string; name: string }[] = [
  { code: 'cs', name: 'Čeština' },
  { code: 'da', name: 'Dansk' },
  { code: 'de', name: 'Deutsch' },
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
  { code: 'fr', name: 'Français' },
  { code: 'nl', name: 'Nederlands' },
  { code: 'nl-BE', name: 'Nederlands (België)' },
  { code: 'fr-BE', name: 'Français (Belgique)' },
  { code: 'nb', name: 'Norsk bokmål' },
  { code: 'pl', name: 'Polski' },
  { code: 'pt-BR', name: 'Português (Brasil)' },
  { code: 'sk', name: 'Slovenčina' },
  { code: 'sv', name: 'Svenska' },
  { code: 'en-AU', name: 'English (Australia)' },
  // The test locale: switching to it shows translation keys in the portal.
  { code: 'xx', name: 'Test (XX)' },
];

export type CountrySeed = {
  code: string;
  name: string;
  /** Language codes, in the order the switcher shows them. */
  languages: readonly string[];
  useLanguageSelector: boolean;
};

/** The 16 countries, in id order (Sweden gets id 15, as in the contract's example). */
export const COUNTRIES: readonly CountrySeed[] = [
  { code: 'cz', name: 'Czech Republic', languages: ['cs'], useLanguageSelector: false },
  { code: 'be', name: 'Belgium', languages: ['nl-BE', 'fr-BE', 'en'], useLanguageSelector: true },
  { code: 'br', name: 'Brazil', languages: ['pt-BR'], useLanguageSelector: false },
  { code: 'au', name: 'Australia', languages: ['en-AU'], useLanguageSelector: false },
  { code: 'dk', name: 'Denmark', languages: ['da'], useLanguageSelector: false },
  { code: 'gb', name: 'England', languages: ['en'], useLanguageSelector: false },
  { code: 'fr', name: 'France', languages: ['fr'], useLanguageSelector: false },
  { code: 'de', name: 'Germany', languages: ['de'], useLanguageSelector: false },
  { code: 'nl', name: 'Netherlands', languages: ['nl'], useLanguageSelector: false },
  { code: 'no', name: 'Norway', languages: ['nb', 'en'], useLanguageSelector: true },
  { code: 'pl', name: 'Poland', languages: ['pl'], useLanguageSelector: false },
  { code: 'showroom', name: 'Showroom', languages: ['en', 'sv', 'da', 'nb', 'de'], useLanguageSelector: true },
  { code: 'sk', name: 'Slovakia', languages: ['sk'], useLanguageSelector: false },
  { code: 'es', name: 'Spain', languages: ['es'], useLanguageSelector: false },
  { code: 'se', name: 'Sweden', languages: ['sv', 'en'], useLanguageSelector: true },
  { code: 'test', name: 'Test', languages: ['xx', 'en'], useLanguageSelector: true },
];

/** Where `request-contact/` mails go for a country. */
export const contactEmailFor = (countryCode: string) => `contact.${countryCode}@vetnet.example`;
