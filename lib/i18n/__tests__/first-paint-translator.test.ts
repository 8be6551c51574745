import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { readLocale } from '@/testing/i18n';
import { exists, translate, type TranslationStore, type TranslatorSettings } from '../first-paint-translator';
import { FALLBACK_LOCALES, LOCALES } from '../locales';

/** Every locale the portal ships, and the `dev` one at the end of each fallback chain. */
const STORE = Object.fromEntries([...LOCALES, 'dev'].map((locale) => [locale, readLocale(locale)])) as TranslationStore;

function i18nextWith(store: TranslationStore, language: string): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: FALLBACK_LOCALES,
    resources: store as Resource,
    ns: Object.keys(store.en ?? {}),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}

/** Every key path to a text, with plural suffixes taken off (`items_one` → `items`). */
function keysOf(tree: unknown, prefix = ''): string[] {
  if (!tree || typeof tree !== 'object') return [];
  return Object.entries(tree).flatMap(([name, value]) => {
    const path = `${prefix}${name}`;
    if (typeof value === 'object' && value !== null) return [path, ...keysOf(value, `${path}.`)];
    return [path.replace(/_(zero|one|two|few|many|other)$/, '')];
  });
}

/** The interpolation values a key's texts ask for, in any locale. */
function variablesOf(namespace: string, key: string): string[] {
  const names = new Set<string>();
  for (const locale of Object.keys(STORE)) {
    for (const suffix of ['', '_zero', '_one', '_two', '_few', '_many', '_other']) {
      const text = key
        .concat(suffix)
        .split('.')
        .reduce<unknown>(
          (node, part) => (node as Record<string, unknown> | undefined)?.[part],
          STORE[locale]?.[namespace],
        );
      if (typeof text === 'string') for (const match of text.matchAll(/\{\{-?(.+?)\}\}/g)) names.add(match[1]!.trim());
    }
  }
  names.delete('count');
  return [...names];
}

const settings = (store: TranslationStore): TranslatorSettings => ({
  store,
  fallbackLng: FALLBACK_LOCALES,
  defaultNS: 'common',
});

describe('the first-paint translator', () => {
  const namespaces = Object.keys(STORE.en ?? {});
  const cases = namespaces.flatMap((namespace) =>
    [...new Set(keysOf(STORE.en?.[namespace]))].map((key) => ({
      namespace,
      key,
      variables: variablesOf(namespace, key),
    })),
  );

  it.each([...LOCALES])('answers every key of %s as i18next does', (language) => {
    const reference = i18nextWith(STORE, language);
    const ours = settings(STORE);
    const differences: string[] = [];
    for (const { namespace, key, variables } of cases) {
      const values = Object.fromEntries(variables.map((name, index) => [name, `value ${index} <b>`]));
      const optionSets: Record<string, unknown>[] = [
        {},
        values,
        ...[0, 1, 2, 3, 5, 11, 21, 1.5].map((count) => ({ ...values, count })),
        { defaultValue: 'Fallback {{count}}', count: 4 },
        { returnObjects: true },
      ];
      for (const options of optionSets) {
        for (const asked of [`${namespace}:${key}`, key]) {
          const expected = reference.getFixedT(language, namespace)(asked, { ...options });
          const actual = translate(ours, language, asked, { ...options, ns: namespace });
          if (JSON.stringify(actual) !== JSON.stringify(expected))
            differences.push(
              `${asked} ${JSON.stringify(options)}: ${JSON.stringify(actual)} ≠ ${JSON.stringify(expected)}`,
            );
        }
        const existsExpected = reference.exists(key, { ...options, ns: namespace });
        if (exists(ours, language, key, { ...options, ns: namespace }) !== existsExpected)
          differences.push(`exists ${namespace}:${key} ${JSON.stringify(options)}`);
      }
    }
    expect(differences).toEqual([]);
  });

  it('falls back along the chain, key by key, and answers a missing key with the key', () => {
    const store: TranslationStore = {
      'nl-BE': { common: { only: 'Belgisch' } },
      nl: { common: { items_one: '{{count}} ding', items_other: '{{count}} dingen', greet: 'Hallo {{name}}' } },
      en: { common: { english: 'English only', items_zero: 'nothing' }, other: { deep: { key: 'Deep {{a.b}}' } } },
    };
    const reference = i18nextWith(store, 'nl-BE');
    for (const [key, options] of [
      ['only', {}],
      ['items', { count: 1 }],
      ['items', { count: 0 }],
      ['items', { count: 7 }],
      ['english', {}],
      ['greet', {}],
      ['greet', { name: undefined }],
      ['greet', { name: null }],
      ['other:deep.key', { a: { b: 'inside' } }],
      ['missing.key', {}],
      ['other:missing', { defaultValue: 'Given' }],
      ['other:deep', {}],
    ] as const) {
      expect(translate(settings(store), 'nl-BE', key, { ...options })).toEqual(reference.t(key, { ...options }));
    }
  });
});
