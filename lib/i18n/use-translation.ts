import { createContext, useContext, useMemo } from 'react';
import { DEFAULT_NAMESPACE } from '@/lib/i18n/config';
import type { i18n as I18n, TFunction } from 'i18next';

/** What the translation provider shares: the instance, and a version that changes with its language or texts. */
export type TranslationContextValue = { i18n: I18n; version: number };

export const TranslationContext = createContext<TranslationContextValue | null>(null);

/** Translates a key; options carry interpolation values, a count, or a default value. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Texts that take no values, per instance, language and namespace: the menus alone ask for dozens
 * on every page, and i18next copies all its options on each call. Cleared when the texts change.
 */
const memoByInstance = new WeakMap<I18n, Map<string, string>>();

function memoFor(i18n: I18n): Map<string, string> {
  let memo = memoByInstance.get(i18n);
  if (!memo) {
    memo = new Map();
    memoByInstance.set(i18n, memo);
  }
  return memo;
}

/** Forgets the memoised texts of an instance, after its language or resources changed. */
export function forgetTranslations(i18n: I18n): void {
  memoByInstance.get(i18n)?.clear();
}

/** Options that never change the text of a key: none, or only a default value. */
function isPlain(options: Record<string, unknown> | undefined): boolean {
  if (!options) return true;
  for (const name in options) if (name !== 'defaultValue') return false;
  return true;
}

function makeTranslate(i18n: I18n, language: string, namespace: string): Translate {
  const fixed = i18n.getFixedT(language, namespace) as unknown as (
    key: string,
    options?: Record<string, unknown>,
  ) => string;
  const memo = memoFor(i18n);
  const prefix = `${language}|${namespace}|`;
  return (key, options) => {
    if (!isPlain(options)) return fixed(key, options);
    const memoKey = `${prefix}${key}|${String(options?.defaultValue ?? '')}`;
    let text = memo.get(memoKey);
    if (text === undefined) {
      text = fixed(key, options);
      memo.set(memoKey, text);
    }
    return text;
  };
}

/**
 * The `t` of a namespace (`common` by default; `ns:key` reaches another), and the i18n instance, as
 * react-i18next's hook gives them. Ours because that hook wraps the instance anew in every component
 * of every server render, which cost more than rendering the page (README "Performance").
 */
export function useTranslation(namespace: string = DEFAULT_NAMESPACE): { t: Translate & TFunction; i18n: I18n } {
  const context = useContext(TranslationContext);
  if (!context) throw new Error('useTranslation() is used outside the TranslationProvider.');
  const { i18n, version } = context;
  const t = useMemo(
    () => makeTranslate(i18n, i18n.language, namespace) as Translate & TFunction,
    // `version` changes with the language and the texts, so `t` follows them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n, namespace, version],
  );
  return { t, i18n };
}
