// The admin API's door to the portal's locale list and fallbacks: one set of languages for both programs.
export * from '../../../lib/i18n/locales';
