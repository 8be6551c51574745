/**
 * The texts of a page's first paint without i18next: the subset of i18next's `t` the portal uses
 * (nested keys, `ns:key`, the fallback chain of lib/i18n/locales, plural suffixes through
 * Intl.PluralRules with `_zero` for a count of 0, `{{value}}` interpolation without escaping,
 * `defaultValue`, `returnObjects`), answering exactly as i18next 26 does with the portal's options
 * (lib/i18n/__tests__/first-paint-translator.test.ts compares the two over every key of every
 * locale). It keeps i18next (about 15 kB gzip) out of every page's first load: the browser's
 * translation instance (lib/i18n/portal-i18n) answers with this until i18next has loaded after
 * hydration, and through i18next from then on.
 */

/** Resources by language, then namespace: the shape of next-i18next's `initialI18nStore`. */
export type TranslationStore = Record<string, Record<string, object>>;

export type TranslatorSettings = {
  store: TranslationStore;
  /** i18next's `fallbackLng` as an object (lib/i18n/locales FALLBACK_LOCALES). */
  fallbackLng: Record<string, string[]>;
  defaultNS: string;
};

type Options = Record<string, unknown>;

const own = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

/** i18next's `deepFind`: a key path (`a.b.c`), also through keys that contain dots themselves. */
function deepFind(object: unknown, path: string): unknown {
  if (!object || typeof object !== 'object') return undefined;
  const record = object as Record<string, unknown>;
  if (record[path]) return own(record, path) ? record[path] : undefined;
  const tokens = path.split('.');
  let current: unknown = record;
  for (let i = 0; i < tokens.length;) {
    if (!current || typeof current !== 'object') return undefined;
    let next: unknown;
    let nextPath = '';
    for (let j = i; j < tokens.length; ++j) {
      if (j !== i) nextPath += '.';
      nextPath += tokens[j];
      next = (current as Record<string, unknown>)[nextPath];
      if ((typeof next === 'function' || nextPath === '__proto__') && !own(current as object, nextPath))
        next = undefined;
      if (next !== undefined) {
        if (['string', 'number', 'boolean'].includes(typeof next) && j < tokens.length - 1) continue;
        i += j - i + 1;
        break;
      }
    }
    current = next;
  }
  return current;
}

/** The language part of a code: `pt` of `pt-BR`. */
const languagePart = (code: string) => code.split('-')[0] ?? code;

/**
 * The languages a key is looked up in, in order: i18next's `toResolveHierarchy` for the portal's
 * codes (a language, or a language and a region): the code, its language part, then its fallbacks.
 */
export function languageHierarchy(language: string, fallbackLng: Record<string, string[]>): string[] {
  const codes = [language];
  if (language.includes('-')) codes.push(languagePart(language));
  const fallbacks = fallbackLng[language] ?? fallbackLng[languagePart(language)] ?? fallbackLng.default ?? [];
  for (const code of fallbacks) if (!codes.includes(code)) codes.push(code);
  return codes;
}

const pluralRules = new Map<string, Intl.PluralRules | null>();

/** i18next's plural rule of a code (`dev` counts as English), or null where Intl has none. */
function pluralRule(code: string): Intl.PluralRules | null {
  const cleaned = code === 'dev' ? 'en' : code;
  let rule = pluralRules.get(cleaned);
  if (rule === undefined) {
    try {
      rule = new Intl.PluralRules(cleaned, { type: 'cardinal' });
    } catch {
      rule = code.includes('-') ? pluralRule(languagePart(code)) : null;
    }
    pluralRules.set(cleaned, rule);
  }
  return rule;
}

const pluralSuffix = (code: string, count: number) => `_${pluralRule(code)?.select(count) ?? 'other'}`;

/** A valid lookup with i18next's `returnNull: false` and `returnEmptyString: true`. */
const found = (value: unknown) => value !== undefined && value !== null;

/** `ns:key` or `key` with the namespace given. */
function splitKey(key: string, namespace: string): { key: string; namespace: string } {
  const at = key.indexOf(':');
  if (at < 0) return { key, namespace };
  const parts = key.split(':');
  return { namespace: parts.shift() ?? namespace, key: parts.join('.') };
}

/** i18next's lookup: each language of the hierarchy, the zero form first, then the plural form, then the key. */
function resolve(
  settings: TranslatorSettings,
  language: string,
  rawKey: string,
  options: Options,
): { value: unknown; key: string; namespace: string } {
  const { key, namespace } = splitKey(rawKey, typeof options.ns === 'string' ? options.ns : settings.defaultNS);
  const count = options.count;
  const plural = count !== undefined && typeof count !== 'string';
  for (const code of languageHierarchy(language, settings.fallbackLng)) {
    const candidates = [key];
    if (plural) {
      candidates.push(key + pluralSuffix(code, Number(count)));
      if (count === 0) candidates.push(`${key}_zero`);
    }
    for (let candidate = candidates.pop(); candidate !== undefined; candidate = candidates.pop()) {
      const value = deepFind(settings.store[code]?.[namespace], candidate);
      if (found(value)) return { value, key, namespace };
    }
  }
  return { value: undefined, key, namespace };
}

const makeString = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** i18next's interpolation with `escapeValue: false`: `{{name}}` and `{{- name}}`, values by key path. */
function interpolate(text: string, options: Options): string {
  const data = options.replace && typeof options.replace === 'object' ? (options.replace as Options) : options;
  return text.replace(/\{\{-?(.+?)\}\}/g, (match: string, name: string) => {
    const variable = name.trim();
    const value = deepFind(data, variable);
    if (value === undefined) return own(data, variable) ? '' : match;
    return makeString(value);
  });
}

const hasDefaultValue = (options: Options) =>
  Object.keys(options).some((name) => name.startsWith('defaultValue') && options[name] !== undefined);

/** `t(key, options)` in `language`, as i18next answers it. */
export function translate(settings: TranslatorSettings, language: string, key: string, options: Options = {}): unknown {
  const { value, key: bareKey, namespace } = resolve(settings, language, key, options);
  const count = options.count;
  const plural = count !== undefined && typeof count !== 'string';
  const suffix = plural ? pluralSuffix(language, Number(count)) : '';
  const defaultValue =
    (plural && count === 0 && options.defaultValue_zero) || options[`defaultValue${suffix}`] || options.defaultValue;
  const withDefault = !value && hasDefaultValue(options) ? defaultValue : value;
  if (withDefault !== null && typeof withDefault === 'object') {
    if (!options.returnObjects) return `key '${bareKey} (${language})' returned an object instead of string.`;
    const copy: Record<string, unknown> | unknown[] = Array.isArray(withDefault) ? [] : {};
    for (const part of Object.keys(withDefault)) {
      const deepKey = `${bareKey}.${part}`;
      const partOptions: Options = { ...options, joinArrays: false, ns: namespace };
      if (hasDefaultValue(options) && !value)
        partOptions.defaultValue = (defaultValue as Record<string, unknown> | undefined)?.[part];
      let text = translate(settings, language, deepKey, partOptions);
      if (text === deepKey) text = (withDefault as Record<string, unknown>)[part];
      (copy as Record<string, unknown>)[part] = text;
    }
    return copy;
  }
  let text: unknown = value;
  if (!found(text) && hasDefaultValue(options)) text = defaultValue;
  if (!found(text)) text = bareKey;
  return typeof text === 'string' ? interpolate(text, options) : text;
}

/** i18next's `exists(key, options)`. */
export function exists(settings: TranslatorSettings, language: string, key: string, options: Options = {}): boolean {
  const { value } = resolve(settings, language, key, options);
  if (value === undefined) return false;
  return !(options.returnObjects === false && value !== null && typeof value === 'object');
}
