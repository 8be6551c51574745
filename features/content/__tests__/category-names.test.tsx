import { screen, within } from '@testing-library/react';
import type { Category } from '@/lib/contract/content-item';
import { sanitizeHtml } from '@/lib/html/sanitize';
import { TAGS_KEY } from '@/lib/tags/get-tags';
import { buildSession } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { categoriesKey } from '../api/content-categories';
import { contentItemKey, readableItem } from '../api/content-item';
import { contentListKey } from '../api/content-list';
import { categoryName } from '../category-name';
import { ContentDetailScreen } from '../components/content-detail-screen';
import { ContentListScreen } from '../components/content-list-screen';
import { TaxonomyFields } from '../components/editor/taxonomy-fields';
import { ListFilters } from '../components/list-filters';
import { CONTENT_TYPES, type ContentTypeKey } from '../content-types';
import { buildItem, page } from './content-fixtures';
import type { ContentEditorState } from '../components/editor/use-content-editor';

// A category is shown by its code in the viewer's language (content:categories.<type>.<code>), and
// one staff added without a code by the name they typed, on every screen that shows categories.

const NEWS_CATEGORIES: Category[] = [
  { id: 3, code: 'purchasing', name: 'Purchasing', parentId: null },
  { id: 4, code: 'network', name: 'Network', parentId: null },
  { id: 9, code: null, name: 'Hästnytt', parentId: null },
];

const noFilters = { page: 1, title: '', category: null };

function renderList(locale: string) {
  const type = CONTENT_TYPES.news;
  const listKey = contentListKey(type, { page: 1, country: [15], published: true });
  const item = buildItem({ categories: [NEWS_CATEGORIES[0]!, NEWS_CATEGORIES[2]!] });
  return renderWithProviders(<ContentListScreen typeKey="news" listKey={listKey} filters={noFilters} scope={null} />, {
    locale,
    session: buildSession(),
    fallback: { [listKey]: page([item]), [categoriesKey(type)]: NEWS_CATEGORIES },
  });
}

const optionTexts = (name: string) =>
  within(screen.getByRole('combobox', { name }))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('category names', () => {
  it.each([
    ['sv', 'Inköp', 'Nätverket', 'Kategori'],
    ['de', 'Einkauf', 'Netzwerk', 'Kategorie'],
  ])('in %s: a card and the filter name a category by its code, one without a code by its name', (...args) => {
    const [locale, purchasing, network, filterLabel] = args;
    renderList(locale);
    expect(screen.getByText(new RegExp(`· ${purchasing}, Hästnytt$`))).toBeInTheDocument();
    expect(optionTexts(filterLabel)).toEqual([expect.any(String), purchasing, network, 'Hästnytt']);
  });

  it('names a partner’s specializations in the filter in the viewer’s language', () => {
    const type = CONTENT_TYPES.partners;
    const specializations: Category[] = [
      { id: 20, code: 'pharmaceuticals', name: 'Pharmaceuticals', parentId: null },
      { id: 21, code: 'petFood', name: 'Pet food', parentId: null },
      { id: 22, code: 'unknownCode', name: 'Exotics', parentId: null },
    ];
    renderWithProviders(<ListFilters type={type} path="/partners" filters={noFilters} />, {
      locale: 'de',
      session: buildSession(),
      fallback: { [categoriesKey(type)]: specializations },
    });
    // A code the portal has no text for falls back to the stored name too.
    expect(optionTexts('Fachgebiet')).toEqual(['Alle Fachgebiete', 'Arzneimittel', 'Tiernahrung', 'Exotics']);
  });

  it('names the categories on an item’s page', () => {
    const item = buildItem({ categories: [NEWS_CATEGORIES[1]!, NEWS_CATEGORIES[2]!] });
    renderWithProviders(<ContentDetailScreen typeKey="news" id={item.id} origin="https://portal.vetnet.example" />, {
      locale: 'sv',
      session: buildSession(),
      fallback: { [contentItemKey(CONTENT_TYPES.news, item.id)]: readableItem(item, sanitizeHtml) },
    });
    expect(screen.getByText(/· Nätverket, Hästnytt$/)).toBeInTheDocument();
  });

  it('names the categories in the editor’s picker', () => {
    const type = CONTENT_TYPES.news;
    const editor = {
      form: { categories: [3], tags: [] },
      update: jest.fn(),
      serverErrorsFor: () => [],
    } as unknown as ContentEditorState;
    renderWithProviders(<TaxonomyFields type={type} editor={editor} />, {
      locale: 'de',
      session: buildSession({ isStaff: true }),
      fallback: { [categoriesKey(type)]: NEWS_CATEGORIES, [TAGS_KEY]: [] },
    });
    const picker = screen.getByRole('group', { name: 'Kategorien' });
    expect(within(picker).getByRole('checkbox', { name: 'Einkauf' })).toBeChecked();
    expect(within(picker).getByRole('checkbox', { name: 'Netzwerk' })).not.toBeChecked();
    expect(within(picker).getByRole('checkbox', { name: 'Hästnytt' })).toBeInTheDocument();
  });

  it('reads a code only where it can key a text', () => {
    const t = jest.fn((key: string, options?: Record<string, unknown>) => `${key}|${String(options?.defaultValue)}`);
    const typeKey: ContentTypeKey = 'events';
    expect(categoryName(t, typeKey, { code: 'course', name: 'Course' })).toBe('categories.events.course|Course');
    // Another implementation of the contract might send codes i18next would read as a namespace or a path.
    expect(categoryName(t, typeKey, { code: 'a:b', name: 'Odd' })).toBe('Odd');
    expect(categoryName(t, typeKey, { code: 'a.b', name: 'Dotted' })).toBe('Dotted');
    expect(categoryName(t, typeKey, { code: null, name: 'Plain' })).toBe('Plain');
    expect(t).toHaveBeenCalledTimes(1);
  });
});
