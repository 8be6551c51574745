import { act, render, waitFor } from '@testing-library/react';
import mockRouter from 'next-router-mock';
import { RouteProgress } from '../route-progress';

describe('RouteProgress', () => {
  it('shows the bar and the logo spinner while a route changes, and removes them when it is done', async () => {
    render(<RouteProgress />);
    act(() => mockRouter.events.emit('routeChangeStart', '/news', { shallow: false }));
    // nprogress arrives after the page has hydrated; the change already under way then shows.
    await waitFor(() => expect(document.querySelector('#nprogress .bar')).not.toBeNull());
    expect(document.querySelector('#nprogress .spinner-logo')).not.toBeNull();
    expect(document.querySelector('[role="bar"], [role="spinner"]')).toBeNull();

    jest.useFakeTimers();
    act(() => {
      mockRouter.events.emit('routeChangeComplete', '/news', { shallow: false });
      jest.advanceTimersByTime(1_000);
    });
    jest.useRealTimers();
    expect(document.querySelector('#nprogress')).toBeNull();
  });

  it('leaves shallow route changes alone', async () => {
    render(<RouteProgress />);
    act(() => mockRouter.events.emit('routeChangeStart', '/news?page=2', { shallow: true }));
    // Let the lazily loaded nprogress arrive: it must not start the bar then either.
    await act(async () => {
      await import('nprogress');
    });
    expect(document.querySelector('#nprogress')).toBeNull();
  });
});
