import { COMPLETE_LOCALES } from '@/lib/i18n/locales';
import { readLocale } from '@/testing/i18n';
import { checkLocale, translatedShare, type LocaleTrees } from '@/testing/translation-coverage';

/**
 * The languages translated beside English and Swedish (issue 24), complete like them
 * (COMPLETE_LOCALES: their pages carry no fallback): every key of English, none it lacks, its
 * interpolations, and each language's own plural forms.
 */
const TRANSLATED_LOCALES = ['da', 'nb', 'de', 'fr', 'nl', 'es', 'pt-BR', 'pl', 'cs', 'sk'] as const;

describe('the translated locales', () => {
  const english = readLocale('en') as LocaleTrees;

  it.each(TRANSLATED_LOCALES)('%s translates every key of English (100 %)', (locale) => {
    const coverage = checkLocale(locale, readLocale(locale) as LocaleTrees, english);
    expect(coverage.missing).toEqual([]);
    expect(translatedShare(coverage)).toBe(1);
  });

  it.each(TRANSLATED_LOCALES)('%s is one of the complete locales, whose pages ship no fallback', (locale) => {
    expect(COMPLETE_LOCALES).toContain(locale);
  });

  it.each(TRANSLATED_LOCALES)(
    '%s holds only keys of English, with its interpolations and its own plural forms',
    (locale) => {
      expect(checkLocale(locale, readLocale(locale) as LocaleTrees, english).problems).toEqual([]);
    },
  );
});

describe('checkLocale', () => {
  const english: LocaleTrees = {
    common: {
      title: 'Members',
      greeting: 'Welcome, {{name}}!',
      nested: 'See $t(common:title)',
      list: { count_one: '{{count}} item', count_other: '{{count}} items' },
      bell_zero: 'None unread',
      bell_one: '{{count}} unread',
      bell_other: '{{count}} unread',
    },
    other: { a: 'A', b: 'B' },
  };
  const polish: LocaleTrees = {
    common: {
      title: 'Członkowie',
      greeting: 'Witaj, {{name}}!',
      nested: 'Zobacz $t(common:title)',
      list: {
        count_one: '{{count}} element',
        count_few: '{{count}} elementy',
        count_many: '{{count}} elementów',
        count_other: '{{count}} elementu',
      },
      bell_zero: 'Brak',
      bell_one: 'Nieprzeczytane: {{count}}',
      bell_few: 'Nieprzeczytane: {{count}}',
      bell_many: 'Nieprzeczytane: {{count}}',
      bell_other: 'Nieprzeczytane: {{count}}',
    },
    other: { a: 'A', b: 'B' },
  };
  const withCommon = (common: Record<string, unknown>): LocaleTrees => ({
    ...polish,
    common: { ...polish.common, ...common } as LocaleTrees[string],
  });

  it('passes a locale that translates everything with its own plural forms', () => {
    const coverage = checkLocale('pl', polish, english);
    expect(coverage.problems).toEqual([]);
    expect(coverage).toMatchObject({ englishKeys: 10, translatedKeys: 10, missing: [] });
  });

  it('counts and names the untranslated keys, which fall back, an untranslated plural by its forms', () => {
    const { list: _list, ...withoutList } = polish.common as Record<string, unknown>;
    const coverage = checkLocale('pl', { common: withoutList as LocaleTrees[string], other: { a: 'A' } }, english);
    expect(coverage.problems).toEqual([]);
    expect(coverage.missing).toEqual(['pl/common:list.count_one', 'pl/common:list.count_other', 'pl/other:b']);
    expect(translatedShare(coverage)).toBe(0.7);
  });

  it("takes a language's own plural forms for English's: only `_other` in Japanese is complete", () => {
    const japanese: LocaleTrees = {
      common: {
        title: 'メンバー',
        greeting: 'ようこそ、{{name}}さん',
        nested: '$t(common:title)を見る',
        list: { count_other: '{{count}}件' },
        bell_zero: '未読なし',
        bell_other: '未読{{count}}件',
      },
      other: { a: 'A', b: 'B' },
    };
    const coverage = checkLocale('ja', japanese, english);
    expect({ missing: coverage.missing, problems: coverage.problems }).toEqual({ missing: [], problems: [] });
    expect(translatedShare(coverage)).toBe(1);
  });

  it('finds a key English lacks', () => {
    expect(checkLocale('pl', withCommon({ subtitle: 'Podtytuł' }), english).problems).toEqual([
      'pl/common:subtitle: not in English',
    ]);
  });

  it('finds a changed, missing or added variable and a changed nesting', () => {
    const problems = checkLocale(
      'pl',
      withCommon({ greeting: 'Witaj, {{user}}!', title: 'Członkowie {{count}}', nested: 'Zobacz $t(other:a)' }),
      english,
    ).problems;
    expect(problems).toEqual([
      'pl/common:title: interpolations "{{count}}", English has ""',
      'pl/common:greeting: interpolations "{{user}}", English has "{{name}}"',
      'pl/common:nested: interpolations "$t(other:a)", English has "$t(common:title)"',
    ]);
  });

  it("finds a plural without a form the language needs, or with one it does not have, or without English's _zero", () => {
    const list = { count_one: '{{count}} element', count_other: '{{count}} elementu' };
    expect(checkLocale('pl', withCommon({ list }), english).problems).toEqual([
      'pl/common:list.count: plural forms one, other; pl needs few, many, one, other (missing few, many)',
    ]);
    const french: LocaleTrees = {
      common: {
        list: { count_one: '{{count}} élément', count_two: '{{count}} éléments', count_other: '{{count}} éléments' },
      },
    };
    expect(checkLocale('fr', french, english).problems).toEqual([
      'fr/common:list.count: plural forms one, other, two; fr needs many, one, other (missing many) (not a form of fr: two)',
    ]);
    const { bell_zero: _zero, ...withoutZero } = polish.common as Record<string, string>;
    expect(checkLocale('pl', { ...polish, common: withoutZero }, english).problems).toEqual([
      'pl/common:bell: plural forms few, many, one, other; pl needs few, many, one, other, zero (missing zero)',
    ]);
  });
});
