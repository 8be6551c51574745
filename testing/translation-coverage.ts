/**
 * The check of a translated locale against English (issue 24): how much of English it translates,
 * and what it must not do — hold a key English lacks, change an interpolation (`{{name}}`,
 * `$t(key)`), or give a plural other forms than its language has (i18next v4 suffixes: a key whose
 * English has `_one`/`_other` needs one key per category of `Intl.PluralRules(locale)`; `_zero`,
 * which i18next looks up for a count of 0 in any language, only where English has it).
 */

export type TranslationTree = { [key: string]: string | TranslationTree };
export type LocaleTrees = Record<string, TranslationTree>;

const PLURAL_SUFFIX = /^(.*)_(zero|one|two|few|many|other)$/;

/** Every leaf of a namespace as `path -> text`, e.g. `login.heading`. */
export function flatten(tree: TranslationTree, prefix = '', into: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into[path] = value;
    else flatten(value, path, into);
  }
  return into;
}

/** The interpolations of a text: `{{name}}` variables (with or without a format) and `$t(...)` nestings, sorted. */
export function interpolations(text: string): string[] {
  const variables = [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => `{{${match[1]}}}`);
  const nestings = [...text.matchAll(/\$t\(([^)]*)\)/g)].map((match) => `$t(${match[1]})`);
  return [...variables, ...nestings].sort();
}

export type Coverage = {
  locale: string;
  /** English's keys, plural forms counted one by one as English has them. */
  englishKeys: number;
  /** How many of them the locale translates. */
  translatedKeys: number;
  /**
   * English's keys the locale lacks (`locale/namespace:key`), which fall back. A plural counts by its base:
   * English's `_one`/`_other` stand for whatever forms the language has (Polish `_few`, `_many`, or
   * Japanese's `_other` alone); wrong or missing forms of a translated plural are `problems`.
   */
  missing: string[];
  /** Everything the locale does wrong, one line each (`namespace:key: what`). */
  problems: string[];
};

/** Compares one locale with English, namespace by namespace. */
export function checkLocale(locale: string, translated: LocaleTrees, english: LocaleTrees): Coverage {
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[];
  const coverage: Coverage = { locale, englishKeys: 0, translatedKeys: 0, missing: [], problems: [] };
  for (const namespace of Object.keys(english).sort()) {
    const source = flatten(english[namespace] ?? {});
    const target = flatten(translated[namespace] ?? {});
    const problem = (key: string, what: string) => coverage.problems.push(`${locale}/${namespace}:${key}: ${what}`);
    const pluralBases = new Set(
      Object.keys(source)
        .map((key) => PLURAL_SUFFIX.exec(key)?.[1])
        .filter((base): base is string => base !== undefined && `${base}_other` in source),
    );

    const translatedBases = new Set(
      Object.keys(target)
        .map((key) => PLURAL_SUFFIX.exec(key)?.[1])
        .filter((base): base is string => base !== undefined && pluralBases.has(base)),
    );
    for (const key of Object.keys(source)) {
      coverage.englishKeys += 1;
      const plural = PLURAL_SUFFIX.exec(key);
      const pluralBase = plural && pluralBases.has(plural[1]!) ? plural[1]! : undefined;
      const translated = pluralBase === undefined ? key in target : translatedBases.has(pluralBase);
      if (translated) coverage.translatedKeys += 1;
      else coverage.missing.push(`${locale}/${namespace}:${key}`);
    }

    for (const [key, text] of Object.entries(target)) {
      const plural = PLURAL_SUFFIX.exec(key);
      const englishKey = key in source ? key : plural && pluralBases.has(plural[1]!) ? `${plural[1]}_other` : undefined;
      if (englishKey === undefined) {
        problem(key, 'not in English');
        continue;
      }
      const expected = interpolations(source[englishKey]!).join(' ');
      const actual = interpolations(text).join(' ');
      if (actual !== expected) problem(key, `interpolations "${actual}", English has "${expected}"`);
    }

    for (const base of pluralBases) {
      const present = Object.keys(target)
        .map((key) => PLURAL_SUFFIX.exec(key))
        .filter((match) => match?.[1] === base)
        .map((match) => match![2]!);
      if (present.length === 0) continue; // not translated: falls back whole
      const wanted = [...categories, ...(`${base}_zero` in source ? ['zero'] : [])];
      const missing = wanted.filter((category) => !present.includes(category));
      const extra = present.filter((category) => !wanted.includes(category));
      if (missing.length > 0 || extra.length > 0) {
        problem(
          base,
          `plural forms ${present.sort().join(', ')}; ${locale} needs ${wanted.sort().join(', ')}` +
            (missing.length > 0 ? ` (missing ${missing.join(', ')})` : '') +
            (extra.length > 0 ? ` (not a form of ${locale}: ${extra.join(', ')})` : ''),
        );
      }
    }
  }
  return coverage;
}

/** The share of English's keys a locale translates, 0–1. */
export function translatedShare(coverage: Coverage): number {
  return coverage.englishKeys === 0 ? 1 : coverage.translatedKeys / coverage.englishKeys;
}
