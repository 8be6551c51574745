import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { readLocale } from '@/testing/i18n';
import { htmlLang } from '../html-lang';
import { COMPLETE_LOCALES, LOCALES, localeFromAcceptLanguage, toLocale } from '../locales';

const LOCALES_DIR = path.join(__dirname, '..', '..', '..', 'locales');

/** Every key path of a nested translation object, e.g. `login.heading`. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

describe('the bundled translations', () => {
  const english = readLocale('en');
  const namespaces = Object.keys(english).sort();

  it('ship a folder for every locale of the spec, with every namespace', () => {
    for (const locale of LOCALES) {
      expect(existsSync(path.join(LOCALES_DIR, locale))).toBe(true);
      expect(Object.keys(readLocale(locale)).sort()).toEqual(namespaces);
    }
  });

  it.each(COMPLETE_LOCALES)('are complete in %s: the same keys as English, with the same placeholders', (locale) => {
    const translated = readLocale(locale);
    for (const namespace of namespaces) {
      expect(keyPaths(translated[namespace]).sort()).toEqual(keyPaths(english[namespace]).sort());
    }
  });

  it('hold no key that English lacks, in any locale, and keep every placeholder', () => {
    for (const locale of LOCALES) {
      const translated = readLocale(locale);
      // A language with more plural forms than English (Polish `_few`, French `_many`) has keys for
      // them; each is English's `_other` in that language.
      const pluralForms = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      const englishKey = (key: string, englishKeys: Set<string>) => {
        const plural = /^(.*)_(\w+)$/.exec(key);
        if (englishKeys.has(key) || !plural) return key;
        const [, base, form] = plural;
        return pluralForms.includes(form as Intl.LDMLPluralRule) && englishKeys.has(`${base}_other`)
          ? `${base}_other`
          : key;
      };
      for (const namespace of namespaces) {
        const englishKeys = new Set(keyPaths(english[namespace]));
        for (const key of keyPaths(translated[namespace])) {
          const source = englishKey(key, englishKeys);
          expect(`${locale}/${namespace}:${englishKeys.has(source) ? 'known' : key}`).toBe(
            `${locale}/${namespace}:known`,
          );
          const lookup = (tree: unknown, path: string) =>
            path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree);
          expect(placeholders(String(lookup(translated[namespace], key)))).toEqual(
            placeholders(String(lookup(english[namespace], source))),
          );
        }
      }
    }
  });

  it('keep no stray folders', () => {
    const folders = readdirSync(LOCALES_DIR).filter((name) => name !== 'dev');
    expect(folders.sort()).toEqual([...LOCALES].sort());
  });
});

describe('toLocale', () => {
  it.each([
    ['sv', 'sv'],
    ['SV', 'sv'],
    ['sv-SE', 'sv'],
    ['nl_BE', 'nl-BE'],
    ['nl-be', 'nl-BE'],
    ['pt-BR', 'pt-BR'],
    ['pt-PT', null],
    ['no', 'nb'],
    ['nn-NO', 'nb'],
    ['xx', 'xx'],
    ['klingon', null],
    ['', null],
    [null, null],
  ])('maps %j to %j', (code, locale) => {
    expect(toLocale(code)).toBe(locale);
  });
});

describe('localeFromAcceptLanguage', () => {
  it.each([
    ['sv-SE,sv;q=0.9,en;q=0.8', 'sv'],
    ['de-CH;q=0.5, da;q=0.9', 'da'],
    ['ja, fr-BE;q=0.7', 'fr-BE'],
    ['ja, zh', 'en'],
    ['xx', 'en'],
    ['', 'en'],
    [undefined, 'en'],
    ['sv;q=0', 'en'],
  ])('reads %j as %j', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });

  it('always answers a portal locale, never the test locale', () => {
    fc.assert(
      fc.property(fc.string(), (header) => {
        const locale = localeFromAcceptLanguage(header);
        return (LOCALES as readonly string[]).includes(locale) && locale !== 'xx';
      }),
    );
  });
});

describe('htmlLang', () => {
  it('gives the locale, the pseudo-locale tag for the test locale, English when unknown', () => {
    expect(htmlLang('sv')).toBe('sv');
    expect(htmlLang('xx')).toBe('en-XA');
    expect(htmlLang(undefined)).toBe('en');
  });
});
