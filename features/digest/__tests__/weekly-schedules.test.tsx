import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouterProvider } from 'next-router-mock/MemoryRouterProvider';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { AppProviders } from '@/components/app-providers/app-providers';
import { DIGEST_API, type DigestSchedule } from '@/lib/contract/digest';
import { LOCALE_OPTIONS_KEY } from '@/lib/session/get-locale-options';
import { buildSession } from '@/testing/fixtures';
import { createTestI18n } from '@/testing/i18n';
import { BROWSER_API, server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { SCHEDULES_KEY } from '../api/schedules';
import { WeeklySchedules, weekdayOptions } from '../components/weekly-schedules';
import { SWEDEN, SWEDISH } from './digest-fixtures';

const NORWAY = { id: 16, name: 'Norway', code: 'no' };

const SWEDISH_SCHEDULE: DigestSchedule = {
  country: SWEDEN,
  weekday: 2,
  hour: 9,
  timeZone: 'Europe/Stockholm',
  enabled: true,
  nextRunAt: '2026-12-01T08:00:00Z',
};

const fallbackFor = (schedules: DigestSchedule[]) => ({
  [LOCALE_OPTIONS_KEY]: {
    countries: [
      { ...SWEDEN, languages: [SWEDISH] },
      { ...NORWAY, languages: [] },
    ],
    languages: [SWEDISH],
  },
  [SCHEDULES_KEY]: schedules,
});

function renderSchedules(schedules: DigestSchedule[] = [SWEDISH_SCHEDULE]) {
  renderWithProviders(<WeeklySchedules />, {
    session: buildSession({ isStaff: true }),
    route: '/digest',
    fallback: fallbackFor(schedules),
  });
  return userEvent.setup();
}

/** The section as the server renders it (and the browser hydrates it). */
function onServer() {
  return (
    <MemoryRouterProvider>
      <AppProviders
        i18n={createTestI18n('en')}
        session={buildSession({ isStaff: true })}
        fallback={fallbackFor([SWEDISH_SCHEDULE])}
        swr={{ provider: () => new Map() }}
        errorView={() => null}
      >
        <WeeklySchedules />
      </AppProviders>
    </MemoryRouterProvider>
  );
}

describe('the weekly send', () => {
  it('shows each country’s schedule, and a country without one as off', () => {
    renderSchedules();
    const sweden = screen.getByRole('form', { name: 'Weekly send for Sweden' });
    expect(within(sweden).getByRole('combobox', { name: 'Weekday' })).toHaveDisplayValue('Tuesday');
    expect(within(sweden).getByRole('combobox', { name: /Hour/ })).toHaveDisplayValue('09:00');
    expect(within(sweden).getByRole('switch', { name: 'Send every week' })).toBeChecked();
    const norway = screen.getByRole('form', { name: 'Weekly send for Norway' });
    expect(within(norway).getByRole('switch', { name: 'Send every week' })).not.toBeChecked();
  });

  it('leaves the forms out of the server’s HTML and draws them, every option included, once hydrated', async () => {
    const html = renderToString(onServer());
    const served = new DOMParser().parseFromString(html, 'text/html');
    expect(served.querySelector('h2')?.textContent).toBe('Weekly send');
    expect(served.querySelectorAll('form, select, option')).toHaveLength(0);
    expect(served.querySelector('[role="status"]')?.textContent).toMatch(/^Loading/);

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, onServer()));
    try {
      const sweden = within(container).getByRole('form', { name: 'Weekly send for Sweden' });
      expect(within(sweden).getAllByRole('option')).toHaveLength(7 + 24);
      expect(within(sweden).getByRole('combobox', { name: 'Weekday' })).toHaveDisplayValue('Tuesday');
      expect(within(sweden).getByRole('combobox', { name: /Hour/ })).toHaveDisplayValue('09:00');
      expect(within(container).getByRole('form', { name: 'Weekly send for Norway' })).toBeInTheDocument();
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });

  it('names the weekdays once per language, not once per country and render', () => {
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      renderSchedules();
      renderSchedules();
      const weekdayFormats = made.mock.calls.filter(([, options]) => options?.weekday === 'long');
      expect(weekdayFormats.length).toBeLessThanOrEqual(1);
      expect(weekdayOptions('sv').map((option) => option.label)).toEqual([
        'måndag',
        'tisdag',
        'onsdag',
        'torsdag',
        'fredag',
        'lördag',
        'söndag',
      ]);
      expect(weekdayOptions('en')[6]).toEqual({ value: '7', label: 'Sunday' });
    } finally {
      made.mockRestore();
    }
  });

  it('saves a country’s weekday, hour and switch with its button and says when the next send is', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.put(`${BROWSER_API}${DIGEST_API.schedule(NORWAY.id)}`, async ({ request }) => {
        const body = (await request.json()) as { weekday: number; hour: number; enabled: boolean };
        bodies.push(body);
        return HttpResponse.json({
          ...body,
          country: NORWAY,
          timeZone: 'Europe/Oslo',
          nextRunAt: '2026-12-04T06:00:00Z',
        });
      }),
    );
    const user = renderSchedules();
    const norway = screen.getByRole('form', { name: 'Weekly send for Norway' });

    await user.selectOptions(within(norway).getByRole('combobox', { name: 'Weekday' }), 'Friday');
    await user.selectOptions(within(norway).getByRole('combobox', { name: /Hour/ }), '07:00');
    await user.click(within(norway).getByRole('switch', { name: 'Send every week' }));
    expect(bodies).toEqual([]);
    await user.click(within(norway).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(bodies).toEqual([{ weekday: 5, hour: 7, enabled: true }]));
    expect(await within(norway).findByText(/^Saved\. Next send: .*4.*/)).toBeInTheDocument();
  });

  it('explains a refusal and keeps what was chosen', async () => {
    server.use(
      http.put(`${BROWSER_API}${DIGEST_API.schedule(SWEDEN.id)}`, () =>
        HttpResponse.json({ detail: 'You do not have permission to perform this action.' }, { status: 403 }),
      ),
    );
    const user = renderSchedules();
    const sweden = screen.getByRole('form', { name: 'Weekly send for Sweden' });

    await user.click(within(sweden).getByRole('switch', { name: 'Send every week' }));
    await user.click(within(sweden).getByRole('button', { name: 'Save' }));

    expect(await within(sweden).findByRole('alert')).toBeInTheDocument();
    expect(within(sweden).getByRole('switch', { name: 'Send every week' })).not.toBeChecked();
    expect(within(sweden).queryByText(/^Saved/)).not.toBeInTheDocument();
  });

  it('deletes a country’s weekly send after a confirmation, and shows the country as off', async () => {
    const deleted: string[] = [];
    server.use(
      http.delete(`${BROWSER_API}${DIGEST_API.schedule(SWEDEN.id)}`, ({ request }) => {
        deleted.push(new URL(request.url).pathname);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = renderSchedules();
    const sweden = screen.getByRole('form', { name: 'Weekly send for Sweden' });
    const norway = screen.getByRole('form', { name: 'Weekly send for Norway' });
    expect(within(norway).queryByRole('button', { name: 'Delete weekly send' })).not.toBeInTheDocument();

    await user.click(within(sweden).getByRole('button', { name: 'Delete weekly send' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete the weekly send for Sweden?');
    expect(deleted).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete weekly send' }));

    expect(await within(sweden).findByText('Weekly send deleted. Drafts are only sent by hand.')).toBeInTheDocument();
    expect(deleted).toEqual([`/api/v1${DIGEST_API.schedule(SWEDEN.id)}`]);
    expect(within(sweden).getByRole('switch', { name: 'Send every week' })).not.toBeChecked();
    expect(within(sweden).queryByRole('button', { name: 'Delete weekly send' })).not.toBeInTheDocument();
  });
});
