import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { buildSession } from '@/testing/fixtures';
import { BROWSER_API, server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { WarningBanner } from '../components/warning-banner';
import type { MaintenanceStatus } from '../types';

// The banner asks every BANNER_REFRESH_MS; a second here stands for its 5 minutes.
jest.mock('@/lib/config/limits', () => ({
  ...jest.requireActual<object>('@/lib/config/limits'),
  BANNER_REFRESH_MS: 1_000,
}));

function status(eventFromTime: string, eventToTime: string, showMessage = true): MaintenanceStatus {
  return {
    backendDeployInProgress: false,
    frontendDepolyInProgress: false,
    deployDate: null,
    estimatedDownTimeInMinutes: null,
    infoMessage: { showMessage, eventFromTime, eventToTime },
  };
}

/** The status endpoint answering `answers` in turn (the last one again and again), counting the calls. */
function statusEndpoint(...answers: MaintenanceStatus[]) {
  const calls = { count: 0 };
  server.use(
    http.get(`${BROWSER_API}/maintenance-status/`, () => {
      const answer = answers[Math.min(calls.count, answers.length - 1)];
      calls.count += 1;
      return HttpResponse.json(answer);
    }),
  );
  return calls;
}

const banner = () => screen.queryByRole('region', { name: 'Announcement' });

describe('the warning banner', () => {
  afterEach(() => {
    window.sessionStorage.clear();
  });

  it('announces the coming window, and once closed stays closed for the session, until another window is announced', async () => {
    statusEndpoint(status('2030-11-24T17:00:00Z', '2030-11-24T19:00:00Z'));
    const { unmount } = renderWithProviders(<WarningBanner />, { session: buildSession() });
    await waitFor(() => expect(banner()).toBeInTheDocument());
    await userEvent.setup().click(screen.getByRole('button', { name: /close/i }));
    expect(banner()).not.toBeInTheDocument();
    unmount();

    // The next page of the same session: still closed.
    renderWithProviders(<WarningBanner />, { session: buildSession() });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(banner()).not.toBeInTheDocument();
  });

  it('shows a newly announced window even after an earlier one was closed', async () => {
    window.sessionStorage.setItem('vetnet.bannerDismissed', '2030-11-24T17:00:00Z|2030-11-24T19:00:00Z');
    statusEndpoint(status('2030-12-01T17:00:00Z', '2030-12-01T19:00:00Z'));
    renderWithProviders(<WarningBanner />, { session: buildSession() });
    await waitFor(() => expect(banner()).toBeInTheDocument());
  });

  it('asks again every 5 minutes, so an announcement made meanwhile appears', async () => {
    expect(jest.requireActual<{ BANNER_REFRESH_MS: number }>('@/lib/config/limits').BANNER_REFRESH_MS).toBe(
      5 * 60 * 1000,
    );
    const calls = statusEndpoint(
      status('2030-11-24T17:00:00Z', '2030-11-24T19:00:00Z', false),
      status('2030-11-24T17:00:00Z', '2030-11-24T19:00:00Z'),
    );
    renderWithProviders(<WarningBanner />, { session: buildSession() });
    await waitFor(() => expect(calls.count).toBe(1));
    expect(banner()).not.toBeInTheDocument();
    await waitFor(() => expect(calls.count).toBeGreaterThanOrEqual(2), { timeout: 3_000 });
    await waitFor(() => expect(banner()).toBeInTheDocument());
  });
});
