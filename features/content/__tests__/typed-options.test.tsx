import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ContentItem } from '@/lib/contract/content-item';
import { LOCALE_OPTIONS_KEY } from '@/lib/session/get-locale-options';
import { buildSession } from '@/testing/fixtures';
import { BROWSER_API, server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { categoriesKey } from '../api/content-categories';
import { contentItemKey } from '../api/content-item';
import { contentListKey } from '../api/content-list';
import { readContentItem } from '../api/read-content';
import { TAGS_KEY } from '../api/tags';
import { ContentListScreen } from '../components/content-list-screen';
import { ExtraFields } from '../components/editor/extra-fields';
import { FileFields } from '../components/editor/file-fields';
import { TaxonomyFields } from '../components/editor/taxonomy-fields';
import { useContentEditor } from '../components/editor/use-content-editor';
import { ListFilters } from '../components/list-filters';
import { CONTENT_TYPES, type ContentType } from '../content-types';
import { relatedReaderOf } from '../type-registry/related-readers';
import { buildItem, CATEGORIES, LOCALE_OPTIONS, page } from './content-fixtures';

// The declaration options issue 11 added to the platform: numbers with options, references to
// another type's items, related data read after the fields, per-type labels, and logo tiles.

const NOW = '2026-11-22T14:05:00Z';
const OFFER: ContentType = {
  ...CONTENT_TYPES.news,
  extraFields: [
    {
      name: 'tier',
      kind: 'number',
      required: true,
      options: [
        { value: 0, label: 'status.1' },
        { value: 2, label: 'status.2' },
      ],
    },
    { name: 'partnerId', kind: 'reference', type: 'partners', required: true },
  ],
};

function Editor({ type, id }: { type: ContentType; id: number }) {
  const editor = useContentEditor(type, id, NOW);
  return (
    <form>
      <ExtraFields type={type} editor={editor} />
      <TaxonomyFields type={type} editor={editor} />
      <FileFields type={type} editor={editor} />
      <button type="button" onClick={() => void editor.save()}>
        Save
      </button>
    </form>
  );
}

function renderEditor(type: ContentType, item: ContentItem<Record<string, unknown>>) {
  const posted: Record<string, unknown>[] = [];
  server.use(
    http.patch(`${BROWSER_API}/news/:id/`, async ({ request }) => {
      posted.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json(buildItem({ id: item.id }));
    }),
  );
  renderWithProviders(<Editor type={type} id={item.id} />, {
    session: buildSession({ isStaff: true }),
    fallback: {
      [contentItemKey(type, item.id)]: item,
      [LOCALE_OPTIONS_KEY]: LOCALE_OPTIONS,
      [categoriesKey(type)]: CATEGORIES,
      [TAGS_KEY]: [],
    },
  });
  return posted;
}

describe('number options and references in the editor', () => {
  it('offers a number’s options and the referenced type’s items, and sends both as numbers', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${BROWSER_API}/partners/`, ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(
          page([
            buildItem({ id: 3, title: 'Vetline AB' }),
            buildItem({ id: 8, title: 'Vetline A/S', country: { id: 4, name: 'Denmark', code: 'dk' } }),
          ]),
        );
      }),
    );
    const posted = renderEditor(
      OFFER,
      buildItem({ id: 40, author: undefined }) as ContentItem<Record<string, unknown>>,
    );
    const user = userEvent.setup({ delay: null });
    const tier = screen.getByRole('combobox', { name: /editor\.fields\.tier/ });
    const partner = screen.getByRole('combobox', { name: /Partner/ });
    // The staff list of partners, by title, each with its country.
    expect(await screen.findByRole('option', { name: 'Vetline A/S (Denmark)' })).toHaveValue('8');
    expect(asked).toEqual(['?page=1&page_size=100&ordering=title']);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(partner).toHaveAccessibleDescription('This field is required.');
    expect(posted).toHaveLength(0);

    await user.selectOptions(tier, 'Published');
    await user.selectOptions(partner, 'Vetline AB (Sweden)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ tier: 2, partnerId: 3 });
  });

  it('keeps a referenced item the list does not hold', async () => {
    server.use(http.get(`${BROWSER_API}/partners/`, () => HttpResponse.json(page([]))));
    const item = { ...buildItem({ id: 40, author: undefined }), tier: 0, partnerId: 77 };
    renderEditor(OFFER, item as ContentItem<Record<string, unknown>>);
    expect(screen.getByRole('combobox', { name: /Partner/ })).toHaveValue('77');
    expect(screen.getByRole('combobox', { name: /editor\.fields\.tier/ })).toHaveValue('0');
  });
});

describe('labels a type gives common fields', () => {
  it('names a partner’s categories and image as its own, in the editor and the list filter', async () => {
    const partners: ContentType = { ...CONTENT_TYPES.partners, apiBase: '/news/', extraFields: [] };
    renderEditor(partners, buildItem({ id: 41 }) as ContentItem<Record<string, unknown>>);
    expect(screen.getByRole('group', { name: 'Specializations' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Logo' })).toBeInTheDocument();
  });

  it('keeps the shared labels for a type without its own', () => {
    renderEditor(CONTENT_TYPES.news, buildItem({ id: 42 }) as ContentItem<Record<string, unknown>>);
    expect(screen.getByRole('group', { name: 'Categories' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Cover image' })).toBeInTheDocument();
  });

  it('labels the list filter by the type’s names', () => {
    const filters = { page: 1, title: '', category: null };
    renderWithProviders(<ListFilters type={CONTENT_TYPES.partners} path="/partners" filters={filters} />, {
      session: buildSession(),
      fallback: { [categoriesKey(CONTENT_TYPES.partners)]: CATEGORIES },
    });
    expect(screen.getByRole('combobox', { name: 'Specialization' })).toHaveDisplayValue('All specializations');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
  });
});

describe('a list of logos', () => {
  it('shows each item as one link of its logo and name', () => {
    const partners = CONTENT_TYPES.partners;
    const listKey = contentListKey(partners, { page: 1, country: [15], published: true });
    const logo = { id: 9, name: 'vetline.png', url: '/media/vetline.png', size: 100, contentType: 'image/png' };
    renderWithProviders(
      <ContentListScreen
        typeKey="partners"
        listKey={listKey}
        filters={{ page: 1, title: '', category: null }}
        scope={null}
      />,
      {
        session: buildSession(),
        fallback: {
          [listKey]: page([
            buildItem({ id: 3, title: 'Vetline AB', image: logo }),
            buildItem({ id: 4, title: 'Zoetis' }),
          ]),
          [categoriesKey(partners)]: CATEGORIES,
        },
      },
    );
    const tiles = screen.getAllByRole('listitem');
    expect(tiles).toHaveLength(2);
    const vetline = screen.getByRole('link', { name: 'Vetline AB' });
    expect(vetline).toHaveAttribute('href', '/partners/3-vetline-ab');
    expect(vetline.querySelector('img')).toHaveAttribute('src', '/media/vetline.png');
    expect(vetline.querySelector('img')).toHaveAttribute('alt', '');
    // Without a logo, its initial (hidden from screen readers) keeps the tile's shape.
    expect(screen.getByRole('link', { name: 'Zoetis' })).toHaveTextContent('ZZoetis');
    // Logo tiles, not cards: no excerpts.
    expect(screen.queryByText('What changes for the clinic.')).not.toBeInTheDocument();
  });
});

describe('related data read after the declared fields', () => {
  const answer = { ...buildItem({ id: 5 }), partnerId: 3 };

  it('reads a campaign’s partner with its logo, and an unreadable one as none', async () => {
    const campaigns = CONTENT_TYPES.campaigns;
    // The type's reader loads with the answer (not in every content page's first load).
    const related = await relatedReaderOf('campaigns');
    const logo = { id: 9, name: 'l.png', url: '/media/l.png', size: 1, contentType: 'image/png' };
    expect(
      readContentItem({ ...answer, partner: { id: 3, title: 'Vetline AB', logo } }, campaigns.extraFields, related),
    ).toMatchObject({ partnerId: 3, partner: { id: 3, title: 'Vetline AB', logo } });
    expect(readContentItem({ ...answer, partner: { id: 'x' } }, campaigns.extraFields, related).partner).toBeNull();
    expect(
      readContentItem({ ...answer, partner: { id: 3, title: 'V', logo: { id: 1 } } }, campaigns.extraFields, related)
        .partner?.logo,
    ).toBeNull();
    // Without a reader of related data, nothing undeclared is kept.
    expect(readContentItem({ ...answer, partner: { id: 3 } }, campaigns.extraFields)).not.toHaveProperty('partner');
  });
});
