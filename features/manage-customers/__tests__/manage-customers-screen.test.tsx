import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import mockRouter from 'next-router-mock';
import { apiClient } from '@/lib/api/browser-client';
import type { Page } from '@/lib/contract/page';
import type { Customer } from '@/lib/contract/settings';
import { buildSession } from '@/testing/fixtures';
import { BROWSER_API, server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { customersKey } from '../api/customers-list';
import { ManageCustomersScreen } from '../components/manage-customers-screen';
import { readCustomersQuery } from '../customers-query';

// The browser's download is not jsdom's business: the file handed to it is what is checked.
const mockDownloads: { blob: Blob; fileName: string }[] = [];
jest.mock('@/lib/export/download', () => ({
  downloadBlob: (blob: Blob, fileName: string) => mockDownloads.push({ blob, fileName }),
}));

const ASTRID: Customer = {
  id: 7,
  firstName: 'Astrid',
  lastName: 'Lindqvist',
  email: 'astrid.lindqvist@example.se',
  phoneNumber: '+46 70 123 45 67',
  petCount: 2,
  enrolledOn: '2025-03-14',
  lastVisitOn: '2026-10-02',
  points: 1250,
  marketingConsent: true,
};
const BO: Customer = {
  ...ASTRID,
  id: 8,
  firstName: 'Bo',
  lastName: 'Nilsson',
  email: 'bo@example.se',
  lastVisitOn: null,
  marketingConsent: false,
};

function page(results: Customer[], count = results.length): Page<Customer> {
  return { count, next: null, previous: null, results };
}

function renderScreen(address: Record<string, string> = {}, customers = [ASTRID, BO], count?: number) {
  const query = readCustomersQuery(address);
  const listKey = customersKey(query);
  renderWithProviders(
    <ManageCustomersScreen query={query} listKey={listKey} memberOptions={[]} memberName="Smådjursklinik Göteborg" />,
    {
      session: buildSession(),
      route: `/settings/manage-costumers?${new URLSearchParams(address).toString()}`,
      fallback: { [listKey]: page(customers, count) },
    },
  );
  return userEvent.setup();
}

const table = () => screen.getByRole('table', { name: 'Customers' });
const header = (name: string) => within(table()).getByRole('columnheader', { name: new RegExp(`^${name}`) });

describe('the customers list', () => {
  it('shows the page the server loaded, sorted by name', () => {
    renderScreen({}, [ASTRID, BO], 120);
    expect(screen.getByRole('heading', { level: 1, name: 'Manage customers' })).toBeInTheDocument();
    expect(screen.getByText("Pet owners enrolled in your clinic's engagement programme.")).toBeInTheDocument();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent?.replace(/[▲▼\s]+$/, '')),
    ).toEqual(['Name', 'E-mail', 'Phone', 'Pets', 'Enrolled', 'Last visit', 'Points', 'Marketing consent']);
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Points')).toHaveAttribute('aria-sort', 'none');
    expect(header('E-mail')).not.toHaveAttribute('aria-sort');
    const astrid = within(table()).getByRole('row', { name: /Astrid Lindqvist/ });
    expect(astrid).toHaveTextContent('astrid.lindqvist@example.se');
    expect(astrid).toHaveTextContent('14 Mar 2025');
    expect(astrid).toHaveTextContent('1,250');
    expect(astrid).toHaveTextContent('Yes');
    expect(screen.getByText('120 customers')).toBeInTheDocument();
  });

  it('asks the API for nothing after the server render', async () => {
    const get = jest.spyOn(apiClient, 'get');
    renderScreen({ search: 'lind', ordering: '-points', page: '2' }, [ASTRID], 30);
    expect(await screen.findByRole('table', { name: 'Customers' })).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });

  it('sorts by a column through the address, ascending first and then descending', async () => {
    const user = renderScreen({ search: 'lind' });
    await user.click(within(header('Points')).getByRole('button', { name: 'Points' }));
    expect(mockRouter.asPath).toBe('/settings/manage-costumers?search=lind&ordering=points');
    await user.click(within(header('Name')).getByRole('button', { name: 'Name' }));
    expect(mockRouter.asPath).toBe('/settings/manage-costumers?search=lind&ordering=-lastName');
  });

  it('marks a descending order', () => {
    renderScreen({ ordering: '-lastVisitOn' });
    expect(header('Last visit')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Name')).toHaveAttribute('aria-sort', 'none');
  });

  it('searches through the address, keeping the order and starting at the first page', async () => {
    const user = renderScreen({ ordering: '-points', page: '3' }, [BO], 120);
    await user.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'Astrid{Enter}');
    expect(mockRouter.asPath).toBe('/settings/manage-costumers?search=Astrid&ordering=-points');
  });

  it('pages with links that keep the search and the order', () => {
    renderScreen({ search: 'a', ordering: 'points', page: '2' }, [ASTRID], 120);
    expect(screen.getByText('Page 2 of 5')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/settings/manage-costumers?search=a&ordering=points',
    );
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/settings/manage-costumers?search=a&ordering=points&page=3',
    );
  });

  it('says when the search finds nobody, and offers no export', () => {
    renderScreen({ search: 'zzz' }, []);
    expect(screen.getByText('No customers match your search.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeDisabled();
  });

  it('ignores an ordering the API does not know', () => {
    renderScreen({ ordering: 'password' });
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
  });
});

describe('exporting to Excel', () => {
  beforeEach(() => {
    mockDownloads.length = 0;
  });

  it('posts the filters and downloads the workbook', async () => {
    let body: unknown = null;
    server.use(
      http.post(`${BROWSER_API}/costumers/`, async ({ request }) => {
        body = await request.json();
        return new HttpResponse(new Blob(['workbook bytes']), {
          headers: {
            'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'Content-Disposition': 'attachment; filename="customers.xlsx"',
          },
        });
      }),
    );
    const user = renderScreen({ search: 'lind', ordering: '-points' });
    await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
    expect(await screen.findByText('The export is ready.')).toBeInTheDocument();
    expect(body).toEqual({ search: 'lind', ordering: '-points' });
    expect(mockDownloads).toHaveLength(1);
    // Named after the clinic and the day (lib/text's slug).
    expect(mockDownloads[0]!.fileName).toMatch(/^customers-smadjursklinik-goteborg-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(await mockDownloads[0]!.blob.text()).toBe('workbook bytes');
  });

  it('shows a busy state while the workbook is made, and says when it fails', async () => {
    let answer: (value: Response) => void = () => undefined;
    server.use(http.post(`${BROWSER_API}/costumers/`, () => new Promise<Response>((resolve) => (answer = resolve))));
    const user = renderScreen();
    await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
    const busy = await screen.findByRole('button', { name: 'Exporting…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    answer(HttpResponse.json({ detail: 'A server error occurred.' }, { status: 500 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The export failed. Please try again.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeEnabled());
    expect(mockDownloads).toHaveLength(0);
  });
});
