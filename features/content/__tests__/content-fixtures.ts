import type { ContentItem } from '@/lib/contract/content-item';
import type { ContentFieldsByType } from '../content-types';

type EventFields = ContentFieldsByType['events'];
type NewsFields = ContentFieldsByType['news'];
type ServiceFields = ContentFieldsByType['services'];

/** The own fields of any type, so one builder serves every type's tests. */
export type AnyOwnFields = NewsFields & ServiceFields & EventFields;

/** A published Swedish news item; override what a test is about (another type's fields too). */
export function buildItem(overrides: Partial<ContentItem<AnyOwnFields>> = {}): ContentItem<AnyOwnFields> {
  return {
    id: 12,
    title: 'New dental price list',
    summary: 'What changes for the clinic.',
    body: '<p>The <strong>new</strong> prices.</p>',
    status: 2,
    country: { id: 15, name: 'Sweden', code: 'se' },
    language: { id: 14, code: 'sv', name: 'Svenska' },
    publishDate: '2026-11-20T08:00:00Z',
    createdAt: '2026-11-19T14:02:11Z',
    updatedAt: '2026-11-20T07:55:00Z',
    categories: [{ id: 3, code: 'purchasing', name: 'Purchasing', parentId: null }],
    tags: [{ id: 2, name: 'Dentistry' }],
    image: null,
    files: [],
    videoUrl: null,
    translations: [],
    author: 'Vetnet Purchasing',
    ...overrides,
  };
}

export function page<T>(results: T[], count = results.length) {
  return { count, next: null, previous: null, results };
}

export const CATEGORIES = [
  { id: 3, code: 'purchasing', name: 'Purchasing', parentId: null },
  { id: 4, code: 'network', name: 'Network', parentId: null },
];

export const TAGS = [
  { id: 2, name: 'Dentistry' },
  { id: 5, name: 'Horses' },
];

export const LOCALE_OPTIONS = {
  countries: [
    {
      id: 15,
      name: 'Sweden',
      code: 'se',
      useLanguageSelector: true,
      languages: [{ id: 14, code: 'sv', name: 'Svenska' }],
    },
    {
      id: 16,
      name: 'Norway',
      code: 'no',
      useLanguageSelector: false,
      languages: [{ id: 9, code: 'nb', name: 'Norsk' }],
    },
    {
      id: 5,
      name: 'Denmark',
      code: 'dk',
      useLanguageSelector: false,
      languages: [{ id: 3, code: 'da', name: 'Dansk' }],
    },
  ],
  languages: [
    { id: 14, code: 'sv', name: 'Svenska' },
    { id: 9, code: 'nb', name: 'Norsk' },
    { id: 3, code: 'da', name: 'Dansk' },
  ],
};
