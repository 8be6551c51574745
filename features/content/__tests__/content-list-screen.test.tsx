import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import mockRouter from 'next-router-mock';
import type { ContentItem } from '@/lib/contract/content-item';
import { buildSession } from '@/testing/fixtures';
import { BROWSER_API, server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { categoriesKey } from '../api/content-categories';
import { contentListKey } from '../api/content-list';
import { ContentListScreen } from '../components/content-list-screen';
import { CONTENT_TYPES, type ContentType, type ContentTypeKey } from '../content-types';
import { buildItem, CATEGORIES, page } from './content-fixtures';
import type { ListFilters } from '../list-query';

const news = CONTENT_TYPES.news;
const noFilters: ListFilters = { page: 1, title: '', category: null };

type ListOptions = {
  items?: ContentItem[];
  count?: number;
  filters?: ListFilters;
  scope?: 'upcoming' | 'past' | null;
  typeKey?: ContentTypeKey;
};

function renderList({
  items = [buildItem()],
  count,
  filters = noFilters,
  scope = null,
  typeKey = 'news',
}: ListOptions = {}) {
  const type: ContentType = CONTENT_TYPES[typeKey];
  const listKey = contentListKey(type, {
    page: filters.page,
    title: filters.title || undefined,
    country: [15],
    published: true,
  });
  return renderWithProviders(
    <ContentListScreen typeKey={typeKey} listKey={listKey} filters={filters} scope={scope} />,
    {
      session: buildSession(),
      fallback: { [listKey]: page(items, count ?? items.length), [categoriesKey(type)]: CATEGORIES },
    },
  );
}

describe('a members’ content list', () => {
  it('shows the items the server loaded, without asking the API again', () => {
    // Any request would fail the test (unhandled requests are errors).
    renderList({ items: [buildItem({ id: 12, title: 'New dental price list', summary: '<b>Bold</b> summary text' })] });
    expect(screen.getByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New dental price list' })).toHaveAttribute(
      'href',
      '/news/12-new-dental-price-list',
    );
    // The excerpt is plain text: tags are stripped, never rendered.
    expect(screen.getByText('Bold summary text')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 item');
  });

  it('pages with links that work without script', () => {
    renderList({
      items: Array.from({ length: 20 }, (_, index) => buildItem({ id: index + 1, title: `Item ${index + 1}` })),
      count: 45,
      filters: { page: 2, title: 'price', category: 3 },
    });
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/news?title=price&category=3');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/news?title=price&category=3&page=3');
  });

  it('says when there is nothing yet, and when nothing matches a search', () => {
    const { unmount } = renderList({ items: [] });
    expect(screen.getByText('There is no news yet.')).toBeInTheDocument();
    unmount();
    renderList({ items: [], filters: { page: 1, title: 'zebra', category: null } });
    expect(screen.getByText(/Nothing matches your search/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clear' })).toHaveAttribute('href', '/news');
  });

  it('searches by title and category through the address', async () => {
    renderList();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search titles' }), ' price ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Network');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(mockRouter.asPath).toBe('/news?title=price&category=4');
  });

  it('splits events into upcoming and past tabs, the current one marked', async () => {
    renderList({
      typeKey: 'events',
      scope: 'past',
      items: [buildItem({ startsAt: '2026-10-01T07:00:00Z', endsAt: '2026-10-01T14:00:00Z', place: 'Uppsala' })],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Past events' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Past events' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Upcoming events' })).toHaveAttribute('href', '/events/upcoming');
    expect(await screen.findByText(/Uppsala/)).toBeInTheDocument();
  });

  it('fetches a list the server did not load, and says so when that fails', async () => {
    server.use(http.get(`${BROWSER_API}/news/`, () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));
    const listKey = contentListKey(news, { page: 1, country: [15], published: true });
    renderWithProviders(<ContentListScreen typeKey="news" listKey={listKey} filters={noFilters} scope={null} />, {
      session: buildSession(),
      fallback: { [categoriesKey(news)]: CATEGORIES },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The list could not be loaded.');
  });
});
