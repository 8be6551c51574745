import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildSession } from '@/testing/fixtures';
import { nonRespondersFixture, responseRatesFixture, surveyFixture, vetdataHandlers } from '@/testing/handlers/vetdata';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { readNonResponderPage, readResponseRates } from '../api/read-vetdata';
import { nonRespondersKey, responseRatesKey } from '../api/vetdata-api';
import { MembersReportScreen } from '../components/members-report-screen';

const filters = { country: null, level: null, page: 1 };
const ratesKey = responseRatesKey(7, null);
const listKey = nonRespondersKey(7, filters);
const props = {
  surveys: [{ id: 7, title: 'Clinic survey 2026' }],
  surveyId: 7,
  country: null,
  filters,
  ratesKey,
  nonRespondersKey: listKey,
};

function renderReport() {
  const api = vetdataHandlers(surveyFixture());
  server.use(...api.handlers);
  renderWithProviders(<MembersReportScreen {...props} />, {
    session: buildSession({ isStaff: true }),
    fallback: {
      [ratesKey]: readResponseRates(responseRatesFixture()),
      [listKey]: readNonResponderPage(nonRespondersFixture(2)),
    },
  });
  return api;
}

describe('the members report (staff)', () => {
  it('shows the response rate overall, by country and by level', () => {
    renderReport();
    expect(screen.getByText('30% have submitted (12 of 40 clinics).')).toBeInTheDocument();
    const byCountry = screen.getByRole('table', { name: 'Response rate by country' });
    expect(within(byCountry).getByRole('row', { name: /Sweden/ })).toHaveTextContent('Sweden4051230%');
    const byLevel = screen.getByRole('table', { name: 'Response rate by member level' });
    expect(within(byLevel).getByRole('row', { name: /b-engaged/ })).toHaveTextContent('40%');
  });

  it('lists the non-responders with their status and a filter by country and level', () => {
    renderReport();
    expect(screen.getByText('Klinik 1')).toBeInTheDocument();
    expect(screen.getByText('Klinik 2').closest('li')).toHaveTextContent('Draft · Not reminded yet');
    const filtersForm = screen.getByRole('search', { name: 'Filter the clinics' });
    expect(within(filtersForm).getByRole('combobox', { name: 'Country' })).toHaveDisplayValue('All countries');
    expect(within(filtersForm).getByRole('option', { name: 'b-engaged' })).toBeInTheDocument();
  });

  it('sends the reminder only after confirmation, and shows how many were reminded and skipped', async () => {
    const user = userEvent.setup();
    const api = renderReport();
    await user.click(screen.getByRole('button', { name: 'Send a reminder (2 clinics)' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Clinics to remind: 2.');
    expect(api.reminders).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Send reminder' }));
    expect(
      await screen.findByText('Reminder sent to 2 clinics; 1 skipped because they were reminded recently.'),
    ).toBeInTheDocument();
    expect(api.reminders).toEqual([{}]);
    // The list is asked again: the test API now answers that everyone has been reached.
    expect(await screen.findByText('Every clinic has submitted.')).toBeInTheDocument();
  });

  it('says that no clinic matches an active filter, with a way back to every clinic, not that all have submitted', () => {
    const filtered = { country: 1, level: 3, page: 1 };
    const filteredKey = nonRespondersKey(7, filtered);
    server.use(...vetdataHandlers(surveyFixture()).handlers);
    renderWithProviders(<MembersReportScreen {...props} filters={filtered} nonRespondersKey={filteredKey} />, {
      session: buildSession({ isStaff: true }),
      fallback: {
        [ratesKey]: readResponseRates(responseRatesFixture()),
        [filteredKey]: readNonResponderPage(nonRespondersFixture(0)),
      },
    });
    expect(screen.getByText(/No clinic matching the filter is still to submit\./)).toBeInTheDocument();
    expect(screen.queryByText('Every clinic has submitted.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show every clinic' })).toHaveAttribute(
      'href',
      '/vetdata/members-report?survey=7',
    );
  });
});
