import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { buildSession } from '@/testing/fixtures';
import { BROWSER_API, server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { SignedInShell } from '../signed-in-shell';

/**
 * The frame's parts that load after the page (issue 28): the maintenance banner (browser-only, so
 * never in the server's HTML) and the bell's items (the menu opens once they are there).
 */
describe('the signed-in frame', () => {
  it('shows the announced maintenance window once its banner has loaded after the page', async () => {
    server.use(
      http.get(`${BROWSER_API}/maintenance-status/`, () =>
        HttpResponse.json({
          backendDeployInProgress: false,
          frontendDepolyInProgress: false,
          deployDate: null,
          estimatedDownTimeInMinutes: null,
          infoMessage: {
            showMessage: true,
            eventFromTime: '2030-11-24T17:00:00Z',
            eventToTime: '2030-11-24T19:00:00Z',
          },
        }),
      ),
    );
    renderWithProviders(
      <SignedInShell>
        <h1>Page</h1>
      </SignedInShell>,
      { session: buildSession() },
    );
    expect(screen.getByRole('heading', { name: 'Page' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Announcement' })).toHaveTextContent(/2030|24/);
  });

  it('opens the bell with its items loaded after the page, focus on the first with the keyboard', async () => {
    server.use(
      http.get(`${BROWSER_API}/notifications/`, () =>
        HttpResponse.json({
          count: 1,
          next: null,
          previous: null,
          results: [
            {
              id: 7,
              actor: { id: 70, title: 'Spring price list', levels: [] },
              verb: 'published',
              unread: true,
              timestamp: '2026-11-22T10:00:00Z',
              description: 'News',
            },
          ],
        }),
      ),
      http.get(`${BROWSER_API}/notifications/categories/`, () =>
        HttpResponse.json([{ description: 'News', count: 1, unread: 1 }]),
      ),
    );
    renderWithProviders(
      <SignedInShell>
        <h1>Page</h1>
      </SignedInShell>,
      { session: buildSession() },
    );
    const bell = await screen.findByRole('button', { name: /Notifications, 1 unread/ });
    bell.focus();
    await userEvent.setup().keyboard('{ArrowDown}');
    const menu = document.getElementById(bell.getAttribute('aria-controls') ?? '') as HTMLElement;
    const first = await within(menu).findByRole('link', { name: /Spring price list/ });
    await waitFor(() => expect(first).toHaveFocus());
    expect(bell).toHaveAttribute('aria-expanded', 'true');
  });
});
