/**
 * @jest-environment node
 */
import i18next, { type Resource } from 'i18next';
import { readLocale } from '@/testing/i18n';
import { flatten, type TranslationTree } from '@/testing/translation-coverage';
import { loadTranslations } from '../load-translations';
import { COMPLETE_LOCALES, FALLBACK_LOCALES, type Locale } from '../locales';

// Production's loader (issue 24): a complete locale's pages carry its own texts only, so every text
// a page shows must resolve there, plurals included (a key English has only as `_one`/`_other` is
// looked up in the language's own forms; a missing one would show the raw key, with no fallback).

const ENV = process.env as Record<string, string | undefined>;
const NODE_ENV = ENV.NODE_ENV;
beforeAll(() => {
  ENV.NODE_ENV = 'production';
});
afterAll(() => {
  ENV.NODE_ENV = NODE_ENV;
});

const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;
const english = readLocale('en') as Record<string, TranslationTree>;
const NAMESPACES = Object.keys(english).sort();

async function store(locale: Locale): Promise<Resource> {
  const loaded = await loadTranslations(locale, NAMESPACES);
  return loaded._nextI18Next!.initialI18nStore as Resource;
}

it.each(COMPLETE_LOCALES)('ships %s without a fallback language', async (locale) => {
  expect(Object.keys(await store(locale))).toEqual([locale]);
});

it.each(['nl-BE', 'fr-BE', 'en-AU'] as const)(
  'ships the regional %s with its base language to fall back to',
  async (locale) => {
    const shipped = Object.keys(await store(locale));
    expect(shipped).toEqual(expect.arrayContaining([locale, FALLBACK_LOCALES[locale]![0]!]));
  },
);

it.each(COMPLETE_LOCALES)(
  'resolves every English text in %s from its own store, plurals for any count',
  async (locale) => {
    const instance = i18next.createInstance();
    await instance.init({
      lng: locale,
      fallbackLng: false,
      resources: await store(locale),
      ns: NAMESPACES,
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
    const unresolved: string[] = [];
    for (const namespace of NAMESPACES) {
      const keys = new Set(
        Object.keys(flatten(english[namespace]!)).map((key) => {
          const plural = PLURAL.exec(key);
          return plural ? plural[1]! : key;
        }),
      );
      for (const key of keys) {
        const isPlural = Object.keys(flatten(english[namespace]!)).some(
          (candidate) => PLURAL.exec(candidate)?.[1] === key,
        );
        const counts = isPlural ? [0, 1, 2, 3, 5, 11, 22, 1.5] : [undefined];
        for (const count of counts) {
          if (!instance.exists(key, { ns: namespace, count })) unresolved.push(`${namespace}:${key} (count ${count})`);
        }
      }
    }
    expect(unresolved).toEqual([]);
  },
);
