import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useRouter } from 'next/router';
import mockRouter from 'next-router-mock';
import { FEATURE } from '@/lib/rules/features';
import { USER_ROLE } from '@/lib/rules/levels';
import { buildSession } from '@/testing/fixtures';
import { BROWSER_API, server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { NotificationsScreen } from '../components/notifications-screen';
import { readNotificationFilters } from '../notifications-query';
import type { Notification } from '../types';

/** The page as the guard renders it: its filters read from the address (here the memory router's). */
function NotificationsPage() {
  return <NotificationsScreen filters={readNotificationFilters(useRouter().query)} />;
}

function notification(id: number, description: string, unread = true): Notification {
  return {
    id,
    actor: { id: 100 + id, title: `${description} ${id}`, levels: [] },
    verb: 'published',
    unread,
    timestamp: '2026-11-20T10:00:00Z',
    description,
  };
}

/** A fake list endpoint that honours page, page_size and description, and records the queries. */
function endpoints(all: Notification[]) {
  const queries: string[] = [];
  const posted: { path: string; body: unknown }[] = [];
  server.use(
    http.get(`${BROWSER_API}/notifications/`, ({ request }) => {
      const url = new URL(request.url);
      queries.push(url.search);
      const type = url.searchParams.get('description');
      const size = Number(url.searchParams.get('page_size'));
      const page = Number(url.searchParams.get('page'));
      const matching = all.filter((item) => !type || item.description === type);
      return HttpResponse.json({
        count: matching.length,
        next: null,
        previous: null,
        results: matching.slice((page - 1) * size, page * size),
      });
    }),
    http.get(`${BROWSER_API}/notifications/categories/`, () =>
      HttpResponse.json([
        { description: 'News', count: 21, unread: 21 },
        { description: 'Event', count: 2, unread: 1 },
      ]),
    ),
    http.post(`${BROWSER_API}/notifications/:action/`, async ({ request, params }) => {
      posted.push({ path: String(params.action), body: await request.json() });
      return HttpResponse.json({ updated: 1, deleted: 1 });
    }),
  );
  return { queries, posted };
}

const all = [
  ...Array.from({ length: 21 }, (_, index) => notification(index + 1, 'News')),
  notification(30, 'Event'),
  notification(31, 'Event', false),
];

describe('the notifications page', () => {
  it('lists 20 a page and pages on', async () => {
    const { queries } = endpoints(all);
    renderWithProviders(<NotificationsPage />, { session: buildSession(), route: '/notifications' });

    expect(await screen.findByRole('link', { name: /News 1\b/ })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Dismiss/ })).toHaveLength(20);
    expect(queries[0]).toBe('?page=1&page_size=20');

    await userEvent.setup().click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: /News 21/ })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(mockRouter.asPath).toBe('/notifications?page=2');
  });

  it('filters by category, and marks all of it read', async () => {
    const { queries, posted } = endpoints(all);
    renderWithProviders(<NotificationsPage />, { session: buildSession(), route: '/notifications' });
    const user = userEvent.setup();

    await screen.findByRole('option', { name: 'Event (1 unread of 2)' });
    await user.selectOptions(screen.getByLabelText('Category'), 'Event');
    expect(await screen.findByRole('link', { name: /Event 30/ })).toBeInTheDocument();
    expect(queries).toContain('?page=1&page_size=20&description=Event');
    // In the address, so a reload or Back keeps it.
    expect(mockRouter.asPath).toBe('/notifications?category=Event');

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(posted).toEqual([{ path: 'mark-all-as-read', body: { description: 'Event' } }]));
  });

  it('deletes all of a category only after the confirmation', async () => {
    const { posted } = endpoints(all);
    renderWithProviders(<NotificationsPage />, { session: buildSession(), route: '/notifications' });
    const user = userEvent.setup();
    await screen.findByRole('option', { name: /Event/ });
    await user.selectOptions(screen.getByLabelText('Category'), 'Event');
    await screen.findByRole('link', { name: /Event 30/ });

    await user.click(screen.getByRole('button', { name: 'Delete all of Event' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Are you sure you wish to delete this item?');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(posted).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete all of Event' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(posted).toEqual([{ path: 'delete-all', body: { description: 'Event' } }]));
    await waitFor(() => expect(screen.queryByRole('link', { name: /Event 30/ })).not.toBeInTheDocument());
  });

  it('shows the category and page of the address, and goes back to all of them with Back', async () => {
    const { queries } = endpoints(all);
    renderWithProviders(<NotificationsPage />, { session: buildSession(), route: '/notifications?category=Event' });
    expect(await screen.findByRole('link', { name: /Event 30/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /News 1\b/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Category')).toHaveValue('Event');
    expect(queries).toEqual(['?page=1&page_size=20&description=Event']);

    await userEvent.setup().selectOptions(screen.getByLabelText('Category'), '');
    expect(await screen.findByRole('link', { name: /News 1\b/ })).toBeInTheDocument();
    // Back: the address is the category's again (the memory router keeps no history of its own).
    act(() => mockRouter.setCurrentUrl('/notifications?category=Event'));
    expect(await screen.findByRole('link', { name: /Event 30/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Category')).toHaveValue('Event');
  });

  it('keeps an unknown category of the address chosen, with an empty list', async () => {
    endpoints(all);
    renderWithProviders(<NotificationsPage />, { session: buildSession(), route: '/notifications?category=Gone' });
    expect(await screen.findByText('You have no notifications.')).toBeInTheDocument();
    expect(screen.getByLabelText('Category')).toHaveValue('Gone');
  });

  it('says so when there is nothing', async () => {
    endpoints([]);
    renderWithProviders(<NotificationsPage />, { session: buildSession(), route: '/notifications' });
    expect(await screen.findByText('You have no notifications.')).toBeInTheDocument();
  });

  describe('when the server refuses a bulk action', () => {
    function refusing(action: string) {
      server.use(
        http.post(`${BROWSER_API}/notifications/${action}/`, () =>
          HttpResponse.json({ detail: 'Down for a moment.' }, { status: 503 }),
        ),
      );
    }
    async function showEvents() {
      renderWithProviders(<NotificationsPage />, { session: buildSession() });
      const user = userEvent.setup();
      await screen.findByRole('option', { name: /Event/ });
      await user.selectOptions(screen.getByLabelText('Category'), 'Event');
      await screen.findByRole('link', { name: /Event 30/ });
      return user;
    }

    it('shows the notifications unread again, and says so, after a refused "mark all as read"', async () => {
      endpoints(all);
      refusing('mark-all-as-read');
      const user = await showEvents();
      await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
      expect(
        await screen.findByText('The notifications could not be marked as read. They are shown as they were.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: /Event 30/ })).toHaveTextContent('(unread)');
    });

    it('puts the notifications back, and says so, after a refused "delete all"', async () => {
      endpoints(all);
      refusing('delete-all');
      const user = await showEvents();
      await user.click(screen.getByRole('button', { name: 'Delete all of Event' }));
      await user.click(await screen.findByRole('button', { name: 'Delete' }));
      expect(
        await screen.findByText('The notifications could not be deleted. They are back in the list.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: /Event 30/ })).toBeInTheDocument();
    });
  });

  describe('as the server renders it (the first page is SWR fallback data, not yet in the cache)', () => {
    /**
     * The bulk endpoints hold their answer until `release`, so the screen must change before it;
     * `release` resolves once the counts were fetched again after it (the action's last step).
     */
    function heldBulkActions() {
      let release = () => undefined as void;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let countsFetched = false;
      server.use(
        http.post(`${BROWSER_API}/notifications/:action/`, async () => {
          await released;
          return HttpResponse.json({ updated: 2, deleted: 2 });
        }),
        http.get(`${BROWSER_API}/notifications/categories/`, async () => {
          countsFetched = true;
          return HttpResponse.json([]);
        }),
      );
      return async () => {
        release();
        await waitFor(() => expect(countsFetched).toBe(true));
      };
    }
    const events = [notification(30, 'Event'), notification(32, 'Event')];
    const fallback = {
      '/notifications/?page=1&page_size=20': { count: 2, next: null, previous: null, results: events },
      '/notifications/categories/': [{ description: 'Event', count: 2, unread: 2 }],
    };

    it('shows every notification read at once on "Mark all as read"', async () => {
      endpoints(events);
      const release = heldBulkActions();
      renderWithProviders(<NotificationsPage />, { session: buildSession(), route: '/notifications', fallback });
      expect(screen.getByRole('link', { name: /Event 30/ })).toHaveTextContent('(unread)');

      await userEvent.setup().click(screen.getByRole('button', { name: 'Mark all as read' }));
      await waitFor(() => expect(screen.queryByText(/\(unread\)/)).not.toBeInTheDocument());
      expect(screen.getByRole('link', { name: /Event 30/ })).toBeInTheDocument();
      await release();
    });

    it('empties the list at once on "Delete all"', async () => {
      endpoints(events);
      const release = heldBulkActions();
      renderWithProviders(<NotificationsPage />, { session: buildSession(), route: '/notifications', fallback });
      const user = userEvent.setup();

      await user.click(screen.getByRole('button', { name: 'Delete all' }));
      await user.click(screen.getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(screen.queryByRole('link', { name: /Event 30/ })).not.toBeInTheDocument());
      expect(screen.queryByRole('link', { name: /Event 32/ })).not.toBeInTheDocument();
      await release();
    });
  });

  it('shows only what the user may see (spec §5), also when the API sends everything', async () => {
    const forViewers = {
      ...notification(41, 'News'),
      actor: { id: 141, title: 'News for viewers', levels: [USER_ROLE.viewer] },
    };
    const forAll = { ...notification(42, 'Handbook'), actor: { id: 142, title: 'Handbook for all', levels: [] } };
    // A spec-only backend that leaves the rule to the portal: every notification and every category.
    server.use(
      http.get(`${BROWSER_API}/notifications/`, () =>
        HttpResponse.json({
          count: 4,
          next: null,
          previous: null,
          results: [notification(40, 'Report'), forViewers, forAll, notification(43, 'News')],
        }),
      ),
      http.get(`${BROWSER_API}/notifications/categories/`, () =>
        HttpResponse.json([
          { description: 'Report', count: 1, unread: 1 },
          { description: 'News', count: 2, unread: 2 },
          { description: 'Handbook', count: 1, unread: 1 },
        ]),
      ),
    );
    // An owner (the fixture's role) whose member has no Reports feature.
    const session = buildSession({}, { [FEATURE.reports]: { available: false } });
    renderWithProviders(<NotificationsPage />, { session, route: '/notifications' });

    expect(await screen.findByRole('link', { name: /News 43/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Handbook for all/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Report 40/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /News for viewers/ })).not.toBeInTheDocument();
    await screen.findByRole('option', { name: /^News/ });
    expect(screen.queryByRole('option', { name: /^Report/ })).not.toBeInTheDocument();
  });
});
