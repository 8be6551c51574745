import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import mockRouter from 'next-router-mock';
import type { ReportDocument } from '@/lib/contract/purchasing';
import type { MemberOption } from '@/lib/members/member-choice';
import { buildSession } from '@/testing/fixtures';
import { BROWSER_API, server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { REPORT_KINDS_KEY } from '../api/report-kinds';
import { reportsKey } from '../api/reports-list';
import { ReportsScreen } from '../components/reports-screen';
import { readReportsQuery, type ReportsQuery } from '../reports-query';
import { buildReport, KINDS, recordActivity, reportPage } from './reports-fixtures';

function renderReports(
  address: Record<string, string> = {},
  reports: ReportDocument[] = [buildReport()],
  count?: number,
  memberOptions: MemberOption[] = [],
) {
  const query: ReportsQuery = readReportsQuery(address);
  const listKey = reportsKey(query);
  return renderWithProviders(<ReportsScreen query={query} listKey={listKey} memberOptions={memberOptions} />, {
    session: buildSession(),
    route: `/reports?${new URLSearchParams(address).toString()}`,
    fallback: { [listKey]: reportPage(reports, count), [REPORT_KINDS_KEY]: KINDS },
  });
}

describe('the reports page', () => {
  it('lists the reports the server loaded, titled in the reader’s language, each to open and download', () => {
    renderReports({}, [buildReport(), buildReport({ id: 42, kind: 2, periodQuarter: null, periodYear: 2025 })]);
    const rows = within(screen.getByRole('list', { name: 'Your reports' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('heading')).toHaveTextContent('Quarterly purchase statement, Q3 2026');
    expect(within(rows[1]!).getByRole('heading')).toHaveTextContent('Yearly rebate statement, 2025');
    expect(within(rows[0]!).getByRole('link', { name: /^Open/ })).toHaveAttribute('href', '/api/v1/report-files/41/');
    expect(within(rows[0]!).getByRole('link', { name: /^Download/ })).toHaveAttribute('download');
    expect(within(rows[0]!).getByText(/version 1/)).toBeInTheDocument();
  });

  it('shows the empty state of a member without reports, and of a filter that finds none', () => {
    const { unmount } = renderReports({}, []);
    expect(screen.getByText(/There are no reports yet/)).toBeInTheDocument();
    unmount();
    renderReports({ kind: '2' }, []);
    expect(screen.getByText('No reports match this filter.')).toBeInTheDocument();
  });

  it('says a page past the end is empty and leads to the first page, keeping the filters', () => {
    renderReports({ kind: '1', page: '9', member: '7' }, []);
    expect(screen.getByRole('status')).toHaveTextContent('There are no reports on this page.');
    expect(screen.getByRole('link', { name: 'Go to the first page' })).toHaveAttribute(
      'href',
      '/reports?kind=1&member=7',
    );
  });

  it('filters by kind through the address, keeping the member', async () => {
    renderReports({ member: '7' });
    const kind = screen.getByRole('combobox', { name: 'Kind' });
    expect(
      within(kind)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All kinds', 'Quarterly purchase statement', 'Yearly rebate statement']);
    await userEvent.setup().selectOptions(kind, 'Yearly rebate statement');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show' }));
    expect(mockRouter.asPath).toBe('/reports?kind=2&member=7');
  });

  it('lets a chain user switch member, the choice in the address', async () => {
    const tree = [
      { id: 4, name: 'Vetgroup Nord', depth: 0 },
      { id: 7, name: 'Vetgroup Umeå', depth: 1 },
    ];
    renderReports({ kind: '1', member: '7' }, [buildReport()], 1, tree);
    const memberSelect = await screen.findByRole('combobox', { name: 'Member' });
    expect(memberSelect).toHaveValue('7');
    await userEvent.setup().selectOptions(memberSelect, '4');
    expect(mockRouter.query).toMatchObject({ kind: '1', member: '4' });
  });

  it('shows no member switch to a user of one member', () => {
    renderReports();
    expect(screen.queryByRole('combobox', { name: 'Member' })).not.toBeInTheDocument();
  });

  it('pages with links that keep the kind and member', () => {
    renderReports({ kind: '1', page: '2', member: '7' }, [buildReport()], 45);
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/reports?kind=1&member=7');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/reports?kind=1&page=3&member=7');
  });

  it('fetches the list when the server did not load it, and says so when that fails', async () => {
    server.use(http.get(`${BROWSER_API}/reports/`, () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));
    const query = readReportsQuery({});
    renderWithProviders(<ReportsScreen query={query} listKey={reportsKey(query)} memberOptions={[]} />, {
      session: buildSession(),
      fallback: { [REPORT_KINDS_KEY]: KINDS },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The reports could not be loaded.');
  });

  it('records opening or downloading a report as activity of kind 1 with its id', async () => {
    const posted = recordActivity();
    renderReports();
    const user = userEvent.setup();
    const open = screen.getByRole('link', { name: /^Open/ });
    // jsdom does not navigate; the record is what is checked.
    open.addEventListener('click', (event) => event.preventDefault());
    await user.click(open);
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted).toEqual([{ url: '/reports?report=41', kind: 1, id: 41 }]);
  });

  it('marks the report a QR code’s address names', () => {
    renderReports({ report: '42' }, [buildReport(), buildReport({ id: 42 })]);
    const rows = screen.getAllByRole('listitem');
    expect(rows[0]).not.toHaveAttribute('aria-current');
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(within(rows[1]!).getByText('The report you opened')).toBeInTheDocument();
  });
});

describe('sending a report by e-mail', () => {
  async function openForm() {
    renderReports();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^Send by e-mail/ }));
    return { user, email: screen.getByRole('textbox', { name: /E-mail address/ }) };
  }

  it('sends to the user’s own address by default and says so', async () => {
    let body: unknown = null;
    server.use(
      http.post(`${BROWSER_API}/reports/41/send-report/`, async ({ request }) => {
        body = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, email } = await openForm();
    expect(email).toHaveValue('owner@vetnet.example');
    await user.clear(email);
    await user.type(email, ' board@clinic.example ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('Quarterly purchase statement, Q3 2026 was sent to board@clinic.example.'),
    ).toBeInTheDocument();
    expect(body).toEqual({ email: 'board@clinic.example' });
    // The form closes after sending.
    expect(screen.queryByRole('textbox', { name: /E-mail address/ })).not.toBeInTheDocument();
  });

  it('lowercases the address, as the other mail forms do', async () => {
    let body: unknown = null;
    server.use(
      http.post(`${BROWSER_API}/reports/41/send-report/`, async ({ request }) => {
        body = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, email } = await openForm();
    await user.clear(email);
    await user.type(email, 'Board@Clinic.EXAMPLE');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('Quarterly purchase statement, Q3 2026 was sent to board@clinic.example.'),
    ).toBeInTheDocument();
    expect(body).toEqual({ email: 'board@clinic.example' });
  });

  it('leaves the QR code out of the PDF opened, downloaded or sent when the member asks', async () => {
    let body: unknown = null;
    server.use(
      http.post(`${BROWSER_API}/reports/41/send-report/`, async ({ request }) => {
        body = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, email } = await openForm();
    const row = screen.getByRole('listitem');
    expect(within(row).getByRole('link', { name: /^Open/ })).toHaveAttribute('href', '/api/v1/report-files/41/');
    await user.click(within(row).getByRole('checkbox', { name: 'Without QR code' }));
    expect(within(row).getByRole('link', { name: /^Open/ })).toHaveAttribute(
      'href',
      '/api/v1/report-files/41/?remove_qr=true',
    );
    expect(within(row).getByRole('link', { name: /^Download/ })).toHaveAttribute(
      'href',
      '/api/v1/report-files/41/?remove_qr=true',
    );
    await user.clear(email);
    await user.type(email, 'board@clinic.example');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText(/was sent to board@clinic\.example/);
    expect(body).toEqual({ email: 'board@clinic.example', removeQr: true });
  });

  it('shows the server’s refusal under the field and keeps the typed address', async () => {
    server.use(
      http.post(`${BROWSER_API}/reports/41/send-report/`, () =>
        HttpResponse.json({ email: ['Enter a valid email address.'] }, { status: 400 }),
      ),
    );
    const { user, email } = await openForm();
    await user.clear(email);
    await user.type(email, 'someone@nowhere.example');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /E-mail address/ })).toHaveValue('someone@nowhere.example');
    expect(screen.getByRole('textbox', { name: /E-mail address/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('says when too many reports were sent, and keeps the address', async () => {
    server.use(
      http.post(`${BROWSER_API}/reports/41/send-report/`, () =>
        HttpResponse.json(
          { detail: 'Request was throttled. Expected available in 600 seconds.' },
          { status: 429, headers: { 'Retry-After': '600' } },
        ),
      ),
    );
    const { user, email } = await openForm();
    await user.clear(email);
    await user.type(email, 'board@clinic.example');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Too many attempts/);
    expect(email).toHaveValue('board@clinic.example');
  });

  it('checks the address before sending anything', async () => {
    const { user, email } = await openForm();
    await user.clear(email);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Enter an e-mail address.')).toBeInTheDocument();
    await user.type(email, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Enter a valid e-mail address.')).toBeInTheDocument();
  });
});
