import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import i18next, { type i18n as I18n, type Resource } from 'i18next';

const LOCALES_DIR = path.join(__dirname, '..', 'locales');

/** Every namespace of one locale, read from the bundled JSON the portal ships. */
export function readLocale(locale: string): Record<string, Record<string, unknown>> {
  const dir = path.join(LOCALES_DIR, locale);
  return Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(path.join(dir, file), 'utf8'))]),
  );
}

/** Only the namespaces a page loads (and `common`, which every page has); all of them without a list. */
function pick(texts: Record<string, Record<string, unknown>>, namespaces?: readonly string[]) {
  if (!namespaces) return texts;
  return Object.fromEntries(Object.entries(texts).filter(([ns]) => ns === 'common' || namespaces.includes(ns)));
}

/** An i18next instance with the real translations, so tests assert on the text members read. */
export function createTestI18n(locale = 'en', namespaces?: readonly string[]): I18n {
  const resources: Resource = { [locale]: pick(readLocale(locale), namespaces) };
  if (locale !== 'en') resources.en = pick(readLocale('en'), namespaces);
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: 'en',
    resources,
    defaultNS: 'common',
    ns: Object.keys(resources[locale] ?? {}),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
