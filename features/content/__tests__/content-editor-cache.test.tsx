import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { LOCALE_OPTIONS_KEY } from '@/lib/session/get-locale-options';
import { buildSession } from '@/testing/fixtures';
import { BROWSER_API, server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { categoriesKey } from '../api/content-categories';
import { contentItemKey } from '../api/content-item';
import { contentListKey, useContentList } from '../api/content-list';
import { TAGS_KEY } from '../api/tags';
import { ContentEditorPage } from '../components/editor/content-editor-screen';
import { CONTENT_TYPES } from '../content-types';
import { buildItem, CATEGORIES, LOCALE_OPTIONS, page, TAGS } from './content-fixtures';

// After a save or a delete, the type's lists in the browser's data cache (the home page's
// highlights, the lists) show the change without a reload, and other types' lists are left alone.

const news = CONTENT_TYPES.news;
const events = CONTENT_TYPES.events;
const NEWS_LIST = contentListKey(news, { page: 1, pageSize: 3, country: [15], published: true });
const EVENTS_LIST = contentListKey(events, { page: 1, pageSize: 3, scope: 'upcoming', country: [15], published: true });

/** The newest news and events, as the home page shows them, behind a switch that unmounts them. */
function Lists() {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown(!shown)}>
        Toggle lists
      </button>
      {shown && <Titles />}
    </>
  );
}

function Titles() {
  const { data: newsList } = useContentList(news, NEWS_LIST);
  const { data: eventsList } = useContentList(events, EVENTS_LIST);
  return (
    <ul aria-label="Lists">
      {[...(newsList?.results ?? []), ...(eventsList?.results ?? [])].map((item) => (
        <li key={item.id}>{item.title}</li>
      ))}
    </ul>
  );
}

/** The admin API: the news list shows the item's current title; counts the list requests. */
function api() {
  const state = { title: 'Old prices', newsLists: 0, eventsLists: 0, deleted: false };
  server.use(
    http.get(`${BROWSER_API}/news/`, () => {
      state.newsLists += 1;
      return HttpResponse.json(page(state.deleted ? [] : [buildItem({ id: 12, title: state.title })]));
    }),
    http.get(`${BROWSER_API}/events/`, () => {
      state.eventsLists += 1;
      return HttpResponse.json(page([buildItem({ id: 7, title: 'Ultrasound course', author: undefined })]));
    }),
    http.patch(`${BROWSER_API}/news/12/`, async ({ request }) => {
      state.title = ((await request.json()) as { title: string }).title;
      return HttpResponse.json(buildItem({ id: 12, title: state.title }));
    }),
    http.delete(`${BROWSER_API}/news/12/`, () => {
      state.deleted = true;
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return state;
}

function renderEditorBesideLists() {
  const item = buildItem({ id: 12, title: 'Old prices' });
  return renderWithProviders(
    <>
      <ContentEditorPage typeKey="news" id={12} now="2026-11-22T14:05:00Z" />
      <Lists />
    </>,
    {
      session: buildSession({ isStaff: true }),
      route: news.pages.adminItem(12),
      fallback: {
        [contentItemKey(news, 12)]: item,
        [categoriesKey(news)]: CATEGORIES,
        [TAGS_KEY]: TAGS,
        [LOCALE_OPTIONS_KEY]: LOCALE_OPTIONS,
      },
    },
  );
}

const listed = () => within(screen.getByRole('list', { name: 'Lists' }));

describe('the lists after the editor writes', () => {
  it('show a saved title without a reload, on screen and when shown again later', async () => {
    const state = api();
    renderEditorBesideLists();
    const user = userEvent.setup({ delay: null });
    expect(await listed().findByText('Old prices')).toBeInTheDocument();
    expect(await listed().findByText('Ultrasound course')).toBeInTheDocument();

    const title = screen.getByRole('textbox', { name: /^Title/ });
    await user.clear(title);
    await user.type(title, 'New prices');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await listed().findByText('New prices')).toBeInTheDocument();
    expect(state.newsLists).toBe(2);
    // Another type's list is not asked for again.
    expect(state.eventsLists).toBe(1);

    // A list that was not on screen during the save is not kept stale either.
    await user.click(screen.getByRole('button', { name: 'Toggle lists' }));
    await user.clear(screen.getByRole('textbox', { name: /^Title/ }));
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Newest prices');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(state.title).toBe('Newest prices'));
    await user.click(screen.getByRole('button', { name: 'Toggle lists' }));
    expect(await listed().findByText('Newest prices')).toBeInTheDocument();
  });

  it('drop a deleted item without a reload', async () => {
    const state = api();
    renderEditorBesideLists();
    const user = userEvent.setup({ delay: null });
    expect(await listed().findByText('Old prices')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(listed().queryByText('Old prices')).not.toBeInTheDocument());
    expect(state.newsLists).toBe(2);
    expect(listed().getByText('Ultrasound course')).toBeInTheDocument();
  });
});
