// The developer panel's calls (spec §4, §7 "Developer locale update"; docs/api.md "The current user and locale"):
// the paths, written once here for both programs (the admin API imports them through
// src/contract/developer.ts). Changing member is SETTINGS_API.member.

export const DEVELOPER_API = {
  /** GET: the countries, languages and roles the panel's pickers offer. */
  localeOptions: '/dev/locale-options/',
  /** PATCH one of {language} or {role}: answers the current user. */
  locale: '/dev/locale/',
  /** Staff: PATCH {country}: answers the current user. */
  countrySwitcher: '/dev/country-switcher/',
} as const;
