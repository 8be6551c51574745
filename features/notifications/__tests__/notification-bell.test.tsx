import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import mockRouter from 'next-router-mock';
import { FEATURE } from '@/lib/rules/features';
import { buildSession } from '@/testing/fixtures';
import { BROWSER_API, server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { NotificationBell } from '../components/notification-bell';
import type { Notification } from '../types';

let nextId = 1;
function notification(overrides: Partial<Notification> & { title?: string } = {}): Notification {
  const { title = `Item ${nextId}`, ...rest } = overrides;
  return {
    id: nextId++,
    actor: { id: 40 + nextId, title, levels: [] },
    verb: 'published',
    unread: true,
    timestamp: '2026-11-22T10:00:00Z',
    description: 'News',
    ...rest,
  };
}

function listEndpoint(items: Notification[]) {
  server.use(
    http.get(`${BROWSER_API}/notifications/`, () =>
      HttpResponse.json({ count: items.length, next: null, previous: null, results: items }),
    ),
    http.get(`${BROWSER_API}/notifications/categories/`, () => HttpResponse.json(categoriesOf(items))),
  );
}

/** The categories' counts the API would send for these notifications. */
function categoriesOf(items: Notification[], olderUnread = 0) {
  const byType = new Map<string, { description: string; count: number; unread: number }>();
  for (const item of items) {
    const category = byType.get(item.description) ?? { description: item.description, count: 0, unread: 0 };
    category.count += 1;
    category.unread += item.unread ? 1 : 0;
    byType.set(item.description, category);
  }
  const news = byType.get('News') ?? { description: 'News', count: 0, unread: 0 };
  byType.set('News', { ...news, count: news.count + olderUnread, unread: news.unread + olderUnread });
  return [...byType.values()];
}

/** Records the PATCHes of notifications, answering them with the item read. */
function recordPatches(item: Notification): unknown[] {
  const patched: unknown[] = [];
  server.use(
    http.patch(`${BROWSER_API}/notifications/:id/`, async ({ request, params }) => {
      patched.push({ id: Number(params.id), body: await request.json() });
      return HttpResponse.json({ ...item, unread: false });
    }),
  );
  return patched;
}

const session = buildSession({}, { [FEATURE.forum]: { available: false } });

async function openBell() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /Notifications, \d+ unread/ }));
  return user;
}

describe('the notification bell', () => {
  it('shows the 3 latest notifications the API sends, an unread dot and the link to all of them', async () => {
    listEndpoint([
      notification({ title: 'First' }),
      notification({ title: 'Second', unread: false }),
      notification({ title: 'Third', description: 'Event' }),
      notification({ title: 'Fourth' }),
    ]);
    renderWithProviders(<NotificationBell />, { session });

    await openBell();

    const menu = screen.getByRole('link', { name: 'See all notifications' }).closest('.dropdown-menu') as HTMLElement;
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      expect.stringContaining('First'),
      expect.stringContaining('Second'),
      expect.stringContaining('Third'),
      'See all notifications',
    ]);
    expect(screen.getByTestId('unread-dot')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all notifications' })).toHaveAttribute('href', '/notifications');
  });

  it('counts every unread notification, also those older than the latest page', async () => {
    const latest = [notification({ unread: false }), notification({ title: 'New', unread: true })];
    listEndpoint(latest);
    server.use(http.get(`${BROWSER_API}/notifications/categories/`, () => HttpResponse.json(categoriesOf(latest, 24))));
    renderWithProviders(<NotificationBell />, { session });
    expect(await screen.findByRole('button', { name: 'Notifications, 25 unread' })).toBeInTheDocument();
    expect(screen.getByTestId('unread-dot')).toBeInTheDocument();
  });

  it('shows no dot when everything is read', async () => {
    listEndpoint([notification({ unread: false }), notification({ description: 'Post', unread: false })]);
    renderWithProviders(<NotificationBell />, { session });
    expect(await screen.findByRole('button', { name: 'Notifications, none unread' })).toBeInTheDocument();
    expect(screen.queryByTestId('unread-dot')).not.toBeInTheDocument();
  });

  it('marks a notification read and opens what it is about', async () => {
    const item = notification({ title: 'Årets möte' });
    listEndpoint([item]);
    const patched = recordPatches(item);
    server.use(
      http.get(`${BROWSER_API}/news/:id/`, ({ params }) =>
        HttpResponse.json({ id: Number(params.id), title: 'Årets möte' }),
      ),
    );
    renderWithProviders(<NotificationBell />, { session, route: '/' });

    const user = await openBell();
    await user.click(screen.getByRole('link', { name: /Årets möte/ }));

    await waitFor(() => expect(mockRouter.asPath).toBe(`/news/${item.actor.id}-arets-mote`));
    await waitFor(() => expect(patched).toEqual([{ id: item.id, body: { unread: false } }]));
  });

  it('takes a dismissed notification out at once, and puts it back with a message when the server refuses', async () => {
    const keep = notification({ title: 'Keep me' });
    listEndpoint([keep, notification({ title: 'Other' })]);
    let answer: 'ok' | 'fail' = 'fail';
    server.use(
      http.delete(`${BROWSER_API}/notifications/:id/`, () =>
        answer === 'ok'
          ? new HttpResponse(null, { status: 204 })
          : HttpResponse.json({ detail: 'Nope' }, { status: 500 }),
      ),
    );
    renderWithProviders(<NotificationBell />, { session });

    const user = await openBell();
    await user.click(screen.getByRole('button', { name: 'Dismiss the notification about Keep me' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The notification could not be dismissed. It is back in the list.',
    );
    expect(screen.getByRole('link', { name: /Keep me/ })).toBeInTheDocument();

    answer = 'ok';
    await user.click(screen.getByRole('button', { name: 'Dismiss the notification about Other' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /Other/ })).not.toBeInTheDocument());
  });
  it.each([
    [404, '“Gone item” is no longer available: it was removed or unpublished. The notification is marked as read.'],
    [
      403,
      'You do not have access to “Gone item”. It might belong to another country. The notification is marked as read.',
    ],
  ])(
    'stays, marks it read and says so when the item answers %i, with focus back on the bell',
    async (status, message) => {
      const item = notification({ title: 'Gone item', description: 'Event' });
      listEndpoint([item]);
      const patched = recordPatches(item);
      server.use(http.get(`${BROWSER_API}/events/:id/`, () => HttpResponse.json({ detail: 'No.' }, { status })));
      renderWithProviders(<NotificationBell />, { session, route: '/somewhere' });

      const user = await openBell();
      await user.click(screen.getByRole('link', { name: /Gone item/ }));

      expect(await screen.findByRole('status')).toHaveTextContent(message);
      expect(mockRouter.asPath).toBe('/somewhere');
      expect(patched).toEqual([{ id: item.id, body: { unread: false } }]);
      expect(screen.getByRole('button', { name: /^Notifications/ })).toHaveFocus();
    },
  );

  it('says each notification in one sentence of the member’s words, and an unknown verb as sent', async () => {
    listEndpoint([
      notification({ title: 'Meeting', description: 'Event', verb: 'updated' }),
      notification({ title: 'Odd', verb: 'frobnicated' }),
    ]);
    renderWithProviders(<NotificationBell />, { session });
    await openBell();
    expect(screen.getByRole('link', { name: /Meeting/ })).toHaveTextContent(/^Event “Meeting” was updated /);
    expect(screen.getByRole('link', { name: /Odd/ })).toHaveTextContent(/^News “Odd”: frobnicated/);
  });
});
