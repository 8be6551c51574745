import { act, render, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import mockRouter from 'next-router-mock';
import { MemoryRouterProvider } from 'next-router-mock/MemoryRouterProvider';
import { useRouteActivity } from '@/lib/activity/use-route-activity';
import { attachMonitoring } from '@/lib/monitoring/monitoring';
import { BROWSER_API, server } from '@/testing/msw-server';

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

  it('only reports a failed post, and the navigation goes on', async () => {
    const sdk = { captureException: jest.fn(), setUser: jest.fn() };
    attachMonitoring(sdk);
    server.use(http.post(`${BROWSER_API}/clickstream/stream/`, () => HttpResponse.json({ detail: 'Down' }, { status: 503 })));
    renderTracker(true, '/news');
    await waitFor(() => expect(sdk.captureException).toHaveBeenCalled());
    await act(() => mockRouter.push('/events/upcoming'));
    expect(mockRouter.asPath).toBe('/events/upcoming');
  });
});
