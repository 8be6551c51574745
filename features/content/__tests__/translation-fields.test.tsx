import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ContentItem } from '@/lib/contract/content-item';
import { LOCALE_OPTIONS_KEY } from '@/lib/session/get-locale-options';
import { buildSession } from '@/testing/fixtures';
import { BROWSER_API, server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { categoriesKey } from '../api/content-categories';
import { contentItemKey } from '../api/content-item';
import { TAGS_KEY } from '../api/tags';
import { ContentEditorPage } from '../components/editor/content-editor-screen';
import { CONTENT_TYPES } from '../content-types';
import { buildItem, CATEGORIES, LOCALE_OPTIONS, page, TAGS } from './content-fixtures';

// The editor's translation field: staff link an item to its versions in the country's other languages.

const NL = { id: 8, code: 'nl-BE', name: 'Nederlands (België)' };
const FR = { id: 9, code: 'fr-BE', name: 'Français (Belgique)' };
const EN = { id: 4, code: 'en', name: 'English' };
const BELGIUM = { id: 2, name: 'Belgium', code: 'be' };
const OPTIONS = {
  ...LOCALE_OPTIONS,
  countries: [...LOCALE_OPTIONS.countries, { ...BELGIUM, useLanguageSelector: true, languages: [NL, FR, EN] }],
};

const belgian = (overrides: Partial<ContentItem>) => buildItem({ country: BELGIUM, ...overrides });
const ref = (item: ContentItem) => ({
  id: item.id,
  title: item.title,
  status: item.status,
  publishDate: item.publishDate,
  language: item.language,
});

const DUTCH = belgian({ id: 20, title: 'Nieuw contract', language: NL });
const FRENCH = belgian({ id: 21, title: 'Nouveau contrat', language: FR, translations: [] });
const ENGLISH = belgian({ id: 22, title: 'New contract', language: EN, translations: [ref(FRENCH)] });
const OTHER_DUTCH = belgian({ id: 23, title: 'Ander bericht', language: NL });
const NO_LANGUAGE = belgian({ id: 24, title: 'Zonder taal', language: null });

function renderEditor(item: ContentItem) {
  const type = CONTENT_TYPES.news;
  return renderWithProviders(<ContentEditorPage typeKey="news" id={item.id} now="2026-11-22T14:05:00Z" />, {
    session: buildSession({ isStaff: true }),
    route: type.pages.adminItem(item.id),
    fallback: {
      [contentItemKey(type, item.id)]: item,
      [categoriesKey(type)]: CATEGORIES,
      [TAGS_KEY]: TAGS,
      [LOCALE_OPTIONS_KEY]: OPTIONS,
    },
  });
}

describe('the translation field', () => {
  it('offers items of the country in other languages, links a whole group, and keeps the links when the save is refused', async () => {
    const asked: string[] = [];
    const patched: Record<string, unknown>[] = [];
    server.use(
      http.get(`${BROWSER_API}/news/`, ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(page([DUTCH, FRENCH, ENGLISH, OTHER_DUTCH, NO_LANGUAGE]));
      }),
      http.patch(`${BROWSER_API}/news/20/`, async ({ request }) => {
        patched.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ translations: ['Items 21 and 25 are in the same language.'] }, { status: 400 });
      }),
    );
    renderEditor(DUTCH);
    const user = userEvent.setup();
    const field = screen.getByRole('group', { name: 'Translations' });
    expect(within(field).getByText('Not linked to other languages.')).toBeInTheDocument();

    const picker = within(field).getByRole('combobox', { name: 'Link a translation' });
    await within(field).findByRole('option', { name: 'New contract (English)' });
    // Neither the item itself, another Dutch item, nor one without a language is offered.
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose…', 'Nouveau contrat (Français (Belgique))', 'New contract (English)']);
    expect(asked[0]).toContain('country=2');

    // Picking the English version brings the French one it is linked to.
    await user.selectOptions(picker, 'New contract (English)');
    expect(within(field).getByRole('link', { name: 'New contract' })).toHaveAttribute('href', '/news/admin/22');
    expect(within(field).getByRole('link', { name: 'Nouveau contrat' })).toHaveAttribute('href', '/news/admin/21');
    expect(within(picker).getAllByRole('option')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(field).findByText('Items 21 and 25 are in the same language.')).toBeInTheDocument();
    expect(patched[0]).toMatchObject({ translations: [22, 21], language: 8 });
    expect(picker).toHaveAccessibleDescription(/Items 21 and 25 are in the same language\./);
    // The refused links are still there to fix.
    await user.click(within(field).getByRole('button', { name: 'Unlink Nouveau contrat' }));
    expect(within(field).queryByRole('link', { name: 'Nouveau contrat' })).not.toBeInTheDocument();
    expect(within(field).getByRole('link', { name: 'New contract' })).toBeInTheDocument();
  });

  it('asks for the item’s language first, and is absent in a country with one language', async () => {
    server.use(http.get(`${BROWSER_API}/news/`, () => HttpResponse.json(page([]))));
    const { unmount } = renderEditor(belgian({ id: 30, language: null }));
    const picker = screen.getByRole('combobox', { name: 'Link a translation' });
    expect(picker).toBeDisabled();
    expect(within(picker).getByRole('option', { name: 'Choose the item’s language first' })).toBeInTheDocument();
    unmount();

    renderEditor(buildItem({ id: 31 }));
    expect(screen.queryByRole('group', { name: 'Translations' })).not.toBeInTheDocument();
  });
});
