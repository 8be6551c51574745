import { readFileSync } from 'node:fs';
import path from 'node:path';
import { COMPLETE_LOCALES } from '../../rules/locales';
import { vocabularyKey } from '../../rules/vocabulary';
import { CATEGORIES, TAGS } from '../data/content';
import { CAMPAIGN_CATEGORIES, DIRECT_AD_CATEGORIES, SPECIALIZATIONS } from '../data/partners';

// Issue 24: the portal names the seeded categories and tags in the reader's language
// (common:vocabulary, lib/i18n/vocabulary.ts): each must be there, in English as stored, and in
// every complete language.

const SEEDED = [
  ...SPECIALIZATIONS,
  ...CAMPAIGN_CATEGORIES,
  ...DIRECT_AD_CATEGORIES,
  ...Object.values(CATEGORIES).flatMap((tree) => tree.flatMap((root) => [root.name, ...(root.children ?? [])])),
  ...TAGS,
];

const vocabulary = (locale: string): Record<string, string> =>
  (
    JSON.parse(readFileSync(path.resolve(__dirname, `../../../../locales/${locale}/common.json`), 'utf8')) as {
      vocabulary: Record<string, string>;
    }
  ).vocabulary;

it('has every seeded category and tag in the vocabulary, in English as stored', () => {
  const english = vocabulary('en');
  expect(SEEDED.filter((name) => english[vocabularyKey(name)] !== name)).toEqual([]);
});

it.each(COMPLETE_LOCALES)('names every seeded category and tag in %s', (locale) => {
  const own = vocabulary(locale);
  expect(SEEDED.filter((name) => !own[vocabularyKey(name)])).toEqual([]);
});
