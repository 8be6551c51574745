import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { loadPage, reloadPage } from '@/lib/browser/navigation';
import { BROWSER_API, server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { MAINTENANCE_STATUS_KEY } from '../api/get-maintenance-status';
import { ErrorScreen } from '../components/error-screen';
import type { MaintenanceStatus } from '../types';

jest.mock('@/lib/browser/navigation', () => ({ loadPage: jest.fn(), reloadPage: jest.fn() }));

function status(overrides: Partial<MaintenanceStatus> = {}): MaintenanceStatus {
  return {
    backendDeployInProgress: false,
    frontendDepolyInProgress: false,
    deployDate: null,
    estimatedDownTimeInMinutes: null,
    infoMessage: { showMessage: false, eventFromTime: null, eventToTime: null },
    ...overrides,
  };
}

function statusEndpoint(answer: () => MaintenanceStatus) {
  server.use(http.get(`${BROWSER_API}/maintenance-status/`, () => HttpResponse.json(answer())));
}

/** The status as the error page's server side loads it. */
const noDeploy = { [MAINTENANCE_STATUS_KEY]: status() };

describe('the error screen', () => {
  it.each([
    [404, 'We are sorry, but the page or resource you are looking for was not found'],
    [418, 'We are sorry, but the page or resource you are looking for was not found'],
    [401, 'You do not have access to the requested page. It might belong to another country.'],
    [403, 'You do not have access to the requested page. It might belong to another country.'],
    [500, 'We are sorry, but something has gone wrong'],
    [503, 'We are sorry, but something has gone wrong'],
  ])('shows the message of %i', async (code, message) => {
    renderWithProviders(<ErrorScreen code={code} />, { fallback: noDeploy });
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByTestId('status-code')).toHaveTextContent(String(code));
  });

  it('leads back to the home page by default, or back to the given page', () => {
    const { unmount } = renderWithProviders(<ErrorScreen code={404} />, { fallback: noDeploy });
    expect(screen.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/');
    unmount();

    renderWithProviders(<ErrorScreen code={500} next="/news" />, { fallback: noDeploy });
    expect(screen.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/news');
  });

  it('can hide the back button', () => {
    renderWithProviders(<ErrorScreen code={404} hideBack />, { fallback: noDeploy });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the maintenance page with the time remaining while a deploy is in progress', async () => {
    const deployDate = new Date(Date.now() - 5 * 60_000).toISOString();
    statusEndpoint(() => status({ backendDeployInProgress: true, deployDate, estimatedDownTimeInMinutes: 30 }));
    renderWithProviders(<ErrorScreen code={503} />);

    expect(await screen.findByRole('heading', { name: 'Under Maintenance' })).toBeInTheDocument();
    expect(
      screen.getByText("We're updating the site, please come back in a bit and it will be all new and shiny!"),
    ).toBeInTheDocument();
    expect(screen.getByTestId('maintenance-remaining')).toHaveTextContent(/We expect to be back in 2[45] minutes\./);
  });

  it('shows no estimate once the expected end has passed', async () => {
    const deployDate = new Date(Date.now() - 60 * 60_000).toISOString();
    statusEndpoint(() => status({ frontendDepolyInProgress: true, deployDate, estimatedDownTimeInMinutes: 30 }));
    renderWithProviders(<ErrorScreen code={503} />);
    expect(await screen.findByRole('heading', { name: 'Under Maintenance' })).toBeInTheDocument();
    expect(screen.queryByTestId('maintenance-remaining')).not.toBeInTheDocument();
  });

  it('polls every 30 s during a deploy the server reported, and returns to the page when it ends', async () => {
    jest.useFakeTimers();
    try {
      let deploying = true;
      let polls = 0;
      server.use(
        http.get(`${BROWSER_API}/maintenance-status/`, () => {
          polls += 1;
          return HttpResponse.json(status({ backendDeployInProgress: deploying }));
        }),
      );
      renderWithProviders(<ErrorScreen code={503} next="/news?page=2" />, {
        fallback: { [MAINTENANCE_STATUS_KEY]: status({ backendDeployInProgress: true }) },
      });
      expect(screen.getByRole('heading', { name: 'Under Maintenance' })).toBeInTheDocument();

      await act(() => jest.advanceTimersByTimeAsync(29_000));
      expect(polls).toBe(0);
      await act(() => jest.advanceTimersByTimeAsync(2_000));
      expect(polls).toBe(1);
      expect(loadPage).not.toHaveBeenCalled();

      deploying = false;
      await act(() => jest.advanceTimersByTimeAsync(30_000));
      expect(polls).toBe(2);
      expect(loadPage).toHaveBeenCalledWith('/news?page=2');
      expect(reloadPage).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('reloads the page itself when the deploy ends and there is nowhere to return to', async () => {
    server.use(http.get(`${BROWSER_API}/maintenance-status/`, () => HttpResponse.json(status())));
    jest.useFakeTimers();
    try {
      renderWithProviders(<ErrorScreen code={503} />, {
        fallback: { [MAINTENANCE_STATUS_KEY]: status({ frontendDepolyInProgress: true }) },
      });
      await act(() => jest.advanceTimersByTimeAsync(30_000));
      expect(reloadPage).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
