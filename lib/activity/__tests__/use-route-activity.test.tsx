import { act, render, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import mockRouter from 'next-router-mock';
import { MemoryRouterProvider } from 'next-router-mock/MemoryRouterProvider';
import { useRouteActivity } from '@/lib/activity/use-route-activity';
import { attachMonitoring } from '@/lib/monitoring/monitoring';
import { BROWSER_API, server } from '@/testing/msw-server';

// The router itself, as Next's useRouter gives it (one object whose address changes as it goes),
// rather than next-router-mock's snapshots, so a test can order the session and the router's events
// exactly as a navigation does.
jest.mock('next/router', () => {
  const { default: liveRouter } = jest.requireActual<{ default: unknown }>('next-router-mock');
  return { useRouter: () => liveRouter };
});

function Tracker({ signedIn }: { signedIn: boolean }) {
  useRouteActivity(signedIn);
  return null;
}

function recordedPosts() {
  const posted: Record<string, unknown>[] = [];
  server.use(
    http.post(`${BROWSER_API}/clickstream/stream/`, async ({ request }) => {
      posted.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({}, { status: 201 });
    }),
  );
  return posted;
}

function renderTracker(signedIn: boolean, path = '/news') {
  mockRouter.setCurrentUrl(path);
  return render(
    <MemoryRouterProvider>
      <Tracker signedIn={signedIn} />
    </MemoryRouterProvider>,
  );
}

describe('useRouteActivity', () => {
  it('posts the first page and every route change after it, with the page before as referral', async () => {
    const posted = recordedPosts();
    renderTracker(true, '/news');
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ url: '/news' });

    await act(() => mockRouter.push('/events/upcoming'));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]).toMatchObject({ url: '/events/upcoming', referral: '/news' });
  });

  it('posts nothing for the login pages, nor for a visitor who is not signed in', async () => {
    const posted = recordedPosts();
    const { unmount } = renderTracker(true, '/login');
    await act(() => mockRouter.push('/login/reset-password'));
    unmount();
    renderTracker(false, '/news');
    await act(() => mockRouter.push('/events/upcoming'));
    // Give a stray post the time to arrive before saying there was none.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posted).toEqual([]);
  });

  describe('after a form login (a client navigation from /login that brings the session)', () => {
    /** The login form's router.replace('/'): it starts, the page with the session renders, it completes. */
    function startNavigationHome() {
      act(() => mockRouter.events.emit('routeChangeStart', '/', { shallow: false }));
      mockRouter.asPath = '/';
      mockRouter.pathname = '/';
    }
    const completeNavigation = () => act(() => mockRouter.events.emit('routeChangeComplete', '/', { shallow: false }));
    /** Waits long enough for a stray second post to arrive, then says what was posted. */
    const settled = async (posted: unknown[]) => {
      await waitFor(() => expect(posted.length).toBeGreaterThan(0));
      await new Promise((resolve) => setTimeout(resolve, 50));
      return posted;
    };

    /** Logs in from /login: the page with the session renders before or after the navigation completes. */
    function logInHome(sessionFirst: boolean) {
      const { rerender } = renderTracker(false, '/login');
      const renderSession = () =>
        rerender(
          <MemoryRouterProvider>
            <Tracker signedIn />
          </MemoryRouterProvider>,
        );
      startNavigationHome();
      if (sessionFirst) renderSession();
      completeNavigation();
      if (!sessionFirst) renderSession();
    }

    it.each([
      ['the session renders before the navigation completes', true],
      ['the navigation completes before the session’s effects run', false],
    ])('records the first page once when %s', async (_order, sessionFirst) => {
      const posted = recordedPosts();
      logInHome(sessionFirst);
      expect(await settled(posted)).toEqual([expect.objectContaining({ url: '/', kind: 0 })]);
    });

    it('goes on recording each later page once', async () => {
      const posted = recordedPosts();
      logInHome(true);
      await act(() => mockRouter.push('/news'));
      await waitFor(() => expect(posted).toHaveLength(2));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(posted.map((record) => record.url)).toEqual(['/', '/news']);
      expect(posted[1]).toMatchObject({ referral: '/' });
    });
  });

  it('only reports a failed post, and the navigation goes on', async () => {
    const sdk = { captureException: jest.fn(), setUser: jest.fn() };
    attachMonitoring(sdk);
    server.use(
      http.post(`${BROWSER_API}/clickstream/stream/`, () => HttpResponse.json({ detail: 'Down' }, { status: 503 })),
    );
    renderTracker(true, '/news');
    await waitFor(() => expect(sdk.captureException).toHaveBeenCalled());
    await act(() => mockRouter.push('/events/upcoming'));
    expect(mockRouter.asPath).toBe('/events/upcoming');
  });
});
