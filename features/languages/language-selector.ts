/** Whether the user's country offers a choice of language (spec §2). */
export function hasLanguageSelector(country: { useLanguageSelector: boolean; languages: unknown[] }): boolean {
  return country.useLanguageSelector && country.languages.length > 1;
}
