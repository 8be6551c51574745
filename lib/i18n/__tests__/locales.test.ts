import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { readLocale } from '@/testing/i18n';
import { checkLocale, flatten, type LocaleTrees } from '@/testing/translation-coverage';
import { htmlLang } from '../html-lang';
import { COMPLETE_LOCALES, FALLBACK_LOCALES, LOCALES, localeFromAcceptLanguage, toLocale } from '../locales';

const REGIONAL_VARIANTS = { 'en-AU': 'en', 'fr-BE': 'fr', 'nl-BE': 'nl' } as const;

const LOCALES_DIR = path.join(__dirname, '..', '..', '..', 'locales');

describe('the bundled translations', () => {
  const english = readLocale('en');
  const namespaces = Object.keys(english).sort();

  it.each(Object.entries(REGIONAL_VARIANTS))('fall back from %s to %s first', (variant, base) => {
    expect(FALLBACK_LOCALES[variant]?.[0]).toBe(base);
  });

  it('ship a folder for every locale of the spec, with every namespace', () => {
    for (const locale of LOCALES) {
      expect(existsSync(path.join(LOCALES_DIR, locale))).toBe(true);
      expect(Object.keys(readLocale(locale)).sort()).toEqual(namespaces);
    }
  });

  // The checker of testing/translation-coverage.ts: a language's own plural forms (Polish and Czech
  // `_few`/`_many`, French `_many`) stand for English's `_one`/`_other`.
  const check = (locale: string) => checkLocale(locale, readLocale(locale) as LocaleTrees, english as LocaleTrees);

  it.each(COMPLETE_LOCALES)(
    'are complete in %s: every key of English, with its placeholders and plural forms',
    (locale) => {
      const { missing, problems } = check(locale);
      expect({ missing, problems }).toEqual({ missing: [], problems: [] });
    },
  );

  it('hold no key that English lacks, in any locale, and keep every placeholder and plural form', () => {
    expect(LOCALES.flatMap((locale) => check(locale).problems)).toEqual([]);
  });

  it.each(Object.entries(REGIONAL_VARIANTS))(
    'hold in %s only what differs from %s, in a few keys (docs/i18n/regional-variants.md)',
    (variant, base) => {
      const own = readLocale(variant) as LocaleTrees;
      const fromBase = readLocale(base) as LocaleTrees;
      const keys = Object.entries(own).flatMap(([namespace, tree]) =>
        Object.entries(flatten(tree)).map(([key, text]) => ({
          key: `${namespace}:${key}`,
          text,
          base: flatten(fromBase[namespace] ?? {})[key],
        })),
      );
      expect(keys.filter(({ text, base: baseText }) => text === baseText).map(({ key }) => key)).toEqual([]);
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.length).toBeLessThanOrEqual(12);
    },
  );

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
