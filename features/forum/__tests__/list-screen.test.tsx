import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import mockRouter from 'next-router-mock';
import { SEARCH_MARK, type ForumCategory, type ForumThread } from '@/lib/contract/forum';
import type { Page } from '@/lib/contract/page';
import { buildSession } from '@/testing/fixtures';
import { BROWSER_API, server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { CATEGORIES_KEY } from '../api/categories';
import { ForumListScreen } from '../components/forum-list-screen';
import { readForumQuery, threadsKey } from '../forum-query';
import { buildThread } from './thread-fixtures';
import type { ParsedUrlQuery } from 'node:querystring';

const CATEGORIES: ForumCategory[] = [
  { id: 1, key: 'clinical', name: 'Clinical questions' },
  { id: 4, key: 'equipment', name: 'Equipment' },
];

const page = (results: ForumThread[]): Page<ForumThread> => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});

function renderList(threads: ForumThread[], address: ParsedUrlQuery = {}, shared = false, staff = false) {
  const query = readForumQuery(address);
  const listKey = threadsKey(query);
  return renderWithProviders(<ForumListScreen query={query} listKey={listKey} />, {
    session: buildSession({ isShared: shared, isStaff: staff }),
    route: '/forum',
    fallback: { [listKey]: page(threads), [CATEGORIES_KEY]: CATEGORIES },
  });
}

const row = (title: string) => screen.getByRole('link', { name: title }).closest('li') as HTMLElement;

describe('the forum list', () => {
  it('shows each thread with its states and what is new, the unread ones in bold', () => {
    renderList([
      buildThread({ id: 1, title: 'Pinned welcome', isPinned: true }),
      buildThread({ id: 2, title: 'Never opened', unread: true, newReplies: 2, replyCount: 2 }),
      buildThread({ id: 3, title: 'Three new', unread: true, newReplies: 3, replyCount: 5, isClosed: true }),
      buildThread({ id: 4, title: 'Answered one', isAnswered: true }),
    ]);
    expect(within(row('Pinned welcome')).getByText('Pinned')).toBeInTheDocument();
    expect(within(row('Never opened')).getByText('New')).toBeInTheDocument();
    expect(within(row('Three new')).getByText('3 new replies')).toBeInTheDocument();
    expect(within(row('Three new')).getByText('Closed')).toBeInTheDocument();
    expect(within(row('Answered one')).getByText('Answered')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Three new' })).toHaveClass('fw-bold');
    expect(screen.getByRole('link', { name: 'Answered one' })).not.toHaveClass('fw-bold');
    expect(screen.getByRole('link', { name: 'Three new' })).toHaveAttribute('href', '/forum/3');
    expect(within(row('Three new')).getByText(/Started by Anna Berg/)).toBeInTheDocument();
  });

  it('tells staff each thread’s country, and members (of one country) not', () => {
    const threads = [
      buildThread({ id: 1, title: 'Autoclave cycles' }),
      buildThread({ id: 2, title: 'Klinikens öppettider', countryId: 16, countryName: 'Denmark' }),
    ];
    const staff = renderList(threads, {}, false, true);
    expect(row('Autoclave cycles')).toHaveTextContent('Country: Sweden');
    expect(row('Klinikens öppettider')).toHaveTextContent('Country: Denmark');
    staff.unmount();
    renderList(threads);
    expect(row('Autoclave cycles')).not.toHaveTextContent('Country:');
  });

  it('marks the words a search found, as text', () => {
    const match = `We bought a ${SEARCH_MARK.start}quokkavalve${SEARCH_MARK.end} <b>last</b> spring`;
    renderList([buildThread({ id: 5, title: 'Anesthesia', match })], { search: 'quokkavalve' });
    const marks = within(row('Anesthesia')).getAllByText('quokkavalve');
    expect(marks[0]?.tagName).toBe('MARK');
    expect(within(row('Anesthesia')).getByText(/<b>last<\/b> spring/)).toBeInTheDocument();
  });

  it.each([
    [{ search: 'nothing' }, 'No threads match your search.'],
    [{}, 'No threads yet. Start the first one.'],
    [{ following: 'true' }, 'You do not follow any threads yet. Follow a thread to find it here.'],
    [{ updated: 'true' }, 'No new replies in the threads you follow.'],
  ])('says why the list %j is empty', (address, text) => {
    renderList([], address);
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });

  it('shows the current view and puts the filters in the address', async () => {
    renderList([], { following: 'true' });
    expect(screen.getByRole('link', { name: 'Following' })).toHaveAttribute('aria-current', 'page');
    await userEvent.type(screen.getByLabelText('Search the forum'), 'autoklav');
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Equipment');
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Most replies');
    await userEvent.click(screen.getByRole('button', { name: 'Show threads' }));
    await waitFor(() =>
      expect(mockRouter.asPath).toBe('/forum?following=true&search=autoklav&category=4&ordering=-reply_count'),
    );
  });

  it('tells a shared account why it cannot start a thread', () => {
    renderList([], {}, true);
    expect(screen.queryByRole('button', { name: 'Start a thread' })).not.toBeInTheDocument();
    expect(screen.getByText(/shared clinic account cannot post/)).toBeInTheDocument();
  });
});

describe('starting a thread', () => {
  it('keeps what was typed and shows the refusal beside the field, then goes to the new thread', async () => {
    let attempts = 0;
    server.use(
      http.post(`${BROWSER_API}/forum/posts/`, async ({ request }) => {
        attempts += 1;
        if (attempts === 1) return HttpResponse.json({ title: ['That title is taken today.'] }, { status: 400 });
        const body = (await request.json()) as { title: string };
        return HttpResponse.json(buildThread({ id: 77, title: body.title }), { status: 201 });
      }),
    );
    renderList([]);
    await userEvent.click(screen.getByRole('button', { name: 'Start a thread' }));
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    expect(title).toHaveFocus();
    await userEvent.type(title, 'Night cycles');
    const form = screen.getByRole('form', { name: 'Start a thread' });
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: /^Category/ }), 'Equipment');
    await userEvent.click(screen.getByRole('button', { name: 'Post thread' }));
    expect(await screen.findByText('That title is taken today.')).toBeInTheDocument();
    expect(title).toHaveValue('Night cycles');
    await userEvent.click(screen.getByRole('button', { name: 'Post thread' }));
    await waitFor(() => expect(mockRouter.asPath).toBe('/forum/77'));
  });

  it('asks for a title and a category before sending anything', async () => {
    let sent = false;
    server.use(
      http.post(`${BROWSER_API}/forum/posts/`, () => {
        sent = true;
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    renderList([]);
    await userEvent.click(screen.getByRole('button', { name: 'Start a thread' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Post thread' }));
    expect(screen.getByText('Write a title of at least 3 characters.')).toBeInTheDocument();
    expect(sent).toBe(false);
  });

  it('marks the message required, as the title and the category', async () => {
    renderList([]);
    await userEvent.click(screen.getByRole('button', { name: 'Start a thread' }));
    const message = await screen.findByRole('textbox', { name: 'Message' });
    expect(message).toHaveAttribute('aria-required', 'true');
    const label = document.getElementById(message.getAttribute('aria-labelledby')!);
    expect(label?.querySelector('.required-mark')).toHaveTextContent('*');
  });
});
