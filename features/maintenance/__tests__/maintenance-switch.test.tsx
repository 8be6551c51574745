import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { buildSession } from '@/testing/fixtures';
import { BROWSER_API, server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { MaintenanceSwitch } from '../components/maintenance-switch';
import type { MaintenanceStatus } from '../types';

const STORED: MaintenanceStatus = {
  backendDeployInProgress: false,
  frontendDepolyInProgress: false,
  deployDate: '2026-11-24T17:00:00Z',
  estimatedDownTimeInMinutes: 30,
  infoMessage: { showMessage: true, eventFromTime: '2026-11-24T17:00:00Z', eventToTime: '2026-11-24T19:00:00Z' },
};

/** The status endpoint: answers `stored`, records every PATCH body, and answers the PATCH with `refuse` when given. */
function statusApi(refuse?: { status: number; body: Record<string, unknown> }) {
  const patches: unknown[] = [];
  server.use(
    http.get(`${BROWSER_API}/maintenance-status/`, () => HttpResponse.json(STORED)),
    http.patch(`${BROWSER_API}/maintenance-status/`, async ({ request }) => {
      const body = (await request.json()) as MaintenanceStatus;
      patches.push(body);
      return refuse
        ? HttpResponse.json(refuse.body, { status: refuse.status })
        : HttpResponse.json({ ...STORED, ...body });
    }),
  );
  return patches;
}

async function renderSwitch(locale = 'en') {
  const session = buildSession({ isStaff: true, language: { id: 4, code: locale, name: locale } });
  renderWithProviders(<MaintenanceSwitch />, { session, locale });
  await screen.findByRole('button', { name: locale === 'sv' ? 'Spara underhållsstatus' : 'Save maintenance status' });
  return userEvent.setup();
}

describe('the maintenance switch', () => {
  it('shows the stored status on the country’s clock and saves the announced window without asking', async () => {
    const patches = statusApi();
    const user = await renderSwitch();

    expect(screen.getByRole('checkbox', { name: 'Back-end deploy in progress' })).not.toBeChecked();
    expect(screen.getByLabelText('Deploy started')).toHaveValue('2026-11-24T18:00');
    expect(screen.getByLabelText('Estimated downtime (minutes)')).toHaveValue(30);
    expect(screen.getByRole('checkbox', { name: 'Show the announcement' })).toBeChecked();
    expect(screen.getByLabelText('Announced maintenance ends')).toHaveAccessibleDescription(
      'On the clock of Europe/Stockholm.',
    );

    await user.clear(screen.getByLabelText('Announced maintenance ends'));
    await user.type(screen.getByLabelText('Announced maintenance ends'), '2026-11-24T21:15');
    await user.click(screen.getByRole('button', { name: 'Save maintenance status' }));

    expect(await screen.findByRole('status')).toHaveTextContent('The maintenance status is saved.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(patches).toEqual([
      {
        backendDeployInProgress: false,
        frontendDepolyInProgress: false,
        deployDate: '2026-11-24T17:00:00Z',
        estimatedDownTimeInMinutes: 30,
        infoMessage: { showMessage: true, eventFromTime: '2026-11-24T17:00:00Z', eventToTime: '2026-11-24T20:15:00Z' },
      },
    ]);
  });

  it('asks before starting a deploy: cancelling sends nothing, confirming locks members out', async () => {
    const patches = statusApi();
    const user = await renderSwitch();

    await user.click(screen.getByRole('checkbox', { name: 'Back-end deploy in progress' }));
    await user.click(screen.getByRole('button', { name: 'Save maintenance status' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('every member gets the maintenance page');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Save maintenance status' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Start the deploy' }));

    expect(await screen.findByText('The maintenance status is saved.')).toBeInTheDocument();
    expect(patches).toEqual([expect.objectContaining({ backendDeployInProgress: true })]);

    // Saved once, the running deploy is no news: a second save does not ask again.
    await user.clear(screen.getByLabelText('Estimated downtime (minutes)'));
    await user.type(screen.getByLabelText('Estimated downtime (minutes)'), '40');
    await user.click(screen.getByRole('button', { name: 'Save maintenance status' }));
    await waitFor(() => expect(patches).toHaveLength(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps what was typed when the save is refused, with the server’s message at its field', async () => {
    statusApi({ status: 400, body: { infoMessage: { eventToTime: ['The event cannot end before it starts.'] } } });
    const user = await renderSwitch();
    const ends = screen.getByLabelText('Announced maintenance ends');

    await user.clear(ends);
    await user.type(ends, '2026-11-24T08:00');
    await user.clear(screen.getByLabelText('Estimated downtime (minutes)'));
    await user.type(screen.getByLabelText('Estimated downtime (minutes)'), '90');
    await user.click(screen.getByRole('button', { name: 'Save maintenance status' }));

    await waitFor(() =>
      expect(ends).toHaveAccessibleDescription(expect.stringContaining('The end must not be before the start.')),
    );
    expect(ends).toHaveAttribute('aria-invalid', 'true');
    expect(ends).toHaveValue('2026-11-24T08:00');
    expect(screen.getByLabelText('Estimated downtime (minutes)')).toHaveValue(90);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.queryByText('The maintenance status is saved.')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of a user who is no longer staff', async () => {
    statusApi({ status: 403, body: { detail: 'You do not have permission to perform this action.' } });
    const user = await renderSwitch();

    await user.click(screen.getByRole('checkbox', { name: 'Show the announcement' }));
    await user.click(screen.getByRole('button', { name: 'Save maintenance status' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to do this.');
    expect(screen.getByRole('checkbox', { name: 'Show the announcement' })).not.toBeChecked();
  });

  it('speaks Swedish', async () => {
    statusApi();
    await renderSwitch('sv');
    expect(screen.getByRole('heading', { name: 'Underhåll' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Driftsättning av backend pågår' })).toBeInTheDocument();
  });
});
