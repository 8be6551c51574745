import { readLocale } from '@/testing/i18n';
import { flatten, type TranslationTree } from '@/testing/translation-coverage';
import type { Page } from 'playwright-core';

// Issue 24: a page in a complete language shows nothing from a fallback. The scan knows every text
// of the fallback languages (English, Swedish) that reads otherwise in the member's language, and
// the raw key paths i18next shows when a text is missing everywhere; a page that shows one of them
// took it from a fallback.

const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;
/** Interpolations and the tags of `<Trans>` texts: what is not the text itself. */
const NOT_TEXT = /\{\{[^}]*\}\}|\$t\([^)]*\)|<\/?[\w-]+\s*\/?>/g;

type Texts = Record<string, string>;

/** Every text of a locale as `namespace:key -> text`; a variant's own texts over its base's. */
function textsOf(...locales: string[]): Texts {
  const texts: Texts = {};
  for (const locale of locales) {
    for (const [namespace, tree] of Object.entries(readLocale(locale))) {
      for (const [key, text] of Object.entries(flatten(tree as TranslationTree))) texts[`${namespace}:${key}`] = text;
    }
  }
  return texts;
}

/** A key without its plural suffix: English's `_one`/`_other` and Polish's `_few` are one text. */
const baseKey = (key: string) => PLURAL.exec(key)?.[1] ?? key;

/** Long enough to be unambiguous: 12 characters or two words. */
const distinctive = (text: string) => text.length >= 12 || text.split(/\s+/).filter(Boolean).length >= 2;

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();

export type ForeignTexts = {
  /** Fallback texts (or the parts between their interpolations) the member's language words otherwise. */
  texts: { text: string; key: string; from: string }[];
  /** Raw key paths (`menu.survey`, `content:types.news.title`), as a missing text shows. */
  keys: string[];
};

/**
 * What a page in `locale` must not show: each English or Swedish text (the fallbacks of spec §9)
 * that is long enough to be unambiguous and that the member's language writes differently for the
 * same key and nowhere writes itself; and every key path. `locales` is the member's language with its
 * base first (`['nl', 'nl-BE']`).
 */
export function foreignTexts(...locales: string[]): ForeignTexts {
  const own = textsOf(...locales);
  const ownByBase = new Map<string, string[]>();
  for (const [key, text] of Object.entries(own)) {
    ownByBase.set(baseKey(key), [...(ownByBase.get(baseKey(key)) ?? []), normalize(text)]);
  }
  const ownAll = Object.values(own).map(normalize).join('\n');
  const texts: ForeignTexts['texts'] = [];
  const seen = new Set<string>();
  for (const fallback of ['en', 'sv'].filter((locale) => !locales.includes(locale))) {
    for (const [key, text] of Object.entries(textsOf(fallback))) {
      const ownTexts = ownByBase.get(baseKey(key)) ?? [];
      if (ownTexts.includes(normalize(text))) continue;
      const parts = text.split(NOT_TEXT).map(normalize);
      for (const part of parts) {
        // A whole text from two words; a part between interpolations only from 12 characters ("or more.").
        const long = parts.length === 1 ? distinctive(part) : part.length >= 12;
        if (!long || ownAll.includes(part) || seen.has(part)) continue;
        seen.add(part);
        texts.push({ text: part, key, from: fallback });
      }
    }
  }
  const keys = new Set<string>();
  for (const key of Object.keys(textsOf('en'))) {
    const [namespace, path] = key.split(':') as [string, string];
    const bare = baseKey(path);
    keys.add(`${namespace}:${bare}`);
    if (bare.includes('.')) keys.add(bare);
  }
  return { texts, keys: [...keys] };
}

/** What the page shows: its visible text, its title, and the labels, placeholders and titles of its elements. */
export async function shownText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[aria-label], [placeholder], [title]')].flatMap((element) =>
      ['aria-label', 'placeholder', 'title'].map((name) => element.getAttribute(name) ?? ''),
    );
    return [document.title, document.body.innerText, ...attributes].join('\n');
  });
}

/** The fallback texts and raw keys the page shows, each with where it comes from ("sv common:menu.news: Nyheter"). */
export async function fallbacksShown(page: Page, foreign: ForeignTexts): Promise<string[]> {
  const shown = normalize(await shownText(page));
  const found = foreign.texts
    .filter(({ text }) => shown.includes(text))
    .map(({ text, key, from }) => `${from} ${key}: ${JSON.stringify(text)}`);
  const words = new Set(shown.split(/[\s"'«»„“”()[\],;!?]+/).map((word) => word.replace(/[.:]$/, '')));
  const rawKeys = foreign.keys.filter((key) => words.has(key)).map((key) => `raw key ${key}`);
  return [...found, ...rawKeys];
}

/**
 * The visible text nodes of the page, each trimmed: for comparing a page before and after a
 * language switch.
 */
export async function visibleTextNodes(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('script, style, noscript')) continue;
      if (!parent.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      found.add(text);
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder]')) {
      if (!element.checkVisibility()) continue;
      for (const name of ['aria-label', 'placeholder']) {
        const text = element.getAttribute(name)?.trim();
        if (text) found.add(text);
      }
    }
    return [...found];
  });
}

/**
 * The texts that must change between two languages: every text of `from` (or of English, the last
 * fallback) whose key `to` words otherwise. A text node the page shows unchanged after the switch
 * and found here was not translated.
 */
export function textsThatChange(from: string[], to: string[]): Set<string> {
  const before = textsOf(...from);
  const after = textsOf(...to);
  const english = textsOf('en');
  const changing = new Set<string>();
  for (const [key, text] of Object.entries({ ...english, ...before })) {
    if (after[key] !== undefined && normalize(after[key]) === normalize(text)) continue;
    for (const part of text.split(NOT_TEXT).map(normalize)) if (/\p{L}/u.test(part)) changing.add(part);
  }
  return changing;
}
