import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { attachMonitoring } from '@/lib/monitoring/monitoring';
import { FEATURE } from '@/lib/rules/features';
import { buildFeatureFlags, buildSession, buildUser } from '@/testing/fixtures';
import { BROWSER_API, server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { Onboarding } from '../components/onboarding';

const session = buildSession(
  { isOnboarded: false, firstName: 'Nils' },
  { [FEATURE.forum]: { available: false }, [FEATURE.reports]: { levels: [15] } },
);

describe('onboarding', () => {
  beforeEach(() => {
    window.scrollTo = jest.fn();
  });

  it('walks forward through three steps, listing only the user’s features, and finishes', async () => {
    const patches: unknown[] = [];
    server.use(
      http.patch(`${BROWSER_API}/me/`, async ({ request }) => {
        patches.push(await request.json());
        return HttpResponse.json(buildUser({ isOnboarded: true }));
      }),
      http.get(`${BROWSER_API}/me/`, () => HttpResponse.json(buildUser({ isOnboarded: true }))),
      http.get(`${BROWSER_API}/feature-flags/`, () => HttpResponse.json(buildFeatureFlags())),
    );
    renderWithProviders(<Onboarding />, { session, locale: 'en' });
    const user = userEvent.setup();

    expect(screen.getByRole('dialog')).toHaveTextContent('Step 1 of 3');
    expect(screen.getByRole('heading', { name: 'Welcome to Vetnet, Nils!' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Show me around' }));

    expect(screen.getByRole('heading', { name: 'What you can do here' })).toHaveFocus();
    expect(window.scrollTo).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Events: courses, meetings and fairs')).toBeInTheDocument();
    expect(screen.queryByText(/^Forum:/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^Reports:/)).not.toBeInTheDocument();
    expect(screen.getByText(/^Spend and savings:/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /back/i })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contacts');
    expect(screen.getByText('Thank you for being part of Vetnet!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start using Vetnet' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(patches).toEqual([{ isOnboarded: true }]));
  });

  it('reports a failure to monitoring only, and gets out of the way', async () => {
    const sdk = { captureException: jest.fn(), setUser: jest.fn() };
    attachMonitoring(sdk);
    server.use(http.patch(`${BROWSER_API}/me/`, () => HttpResponse.json({ detail: 'Down' }, { status: 500 })));
    renderWithProviders(<Onboarding />, { session });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show me around' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Start using Vetnet' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(sdk.captureException).toHaveBeenCalled());
  });

  it('is not shown to an onboarded user', () => {
    renderWithProviders(<Onboarding />, { session: buildSession({ isOnboarded: true }) });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has the digest switch in its last step, showing and changing the same subscription as My settings', async () => {
    const toggles: number[] = [];
    server.use(
      http.post(`${BROWSER_API}/digest/toggleSubscrition/`, () => {
        toggles.push(1);
        return HttpResponse.json({ hasDigestSubscribed: true });
      }),
      http.get(`${BROWSER_API}/me/`, () =>
        HttpResponse.json(buildUser({ isOnboarded: false, hasDigestSubscribed: true })),
      ),
      http.get(`${BROWSER_API}/feature-flags/`, () => HttpResponse.json(buildFeatureFlags())),
    );
    renderWithProviders(<Onboarding />, {
      session: buildSession({ isOnboarded: false, hasDigestSubscribed: false }),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show me around' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const digest = screen.getByRole('switch', { name: 'Send me the digest' });
    expect(digest).not.toBeChecked();
    await user.click(digest);

    await waitFor(() => expect(digest).toBeChecked());
    expect(toggles).toEqual([1]);
  });
});
