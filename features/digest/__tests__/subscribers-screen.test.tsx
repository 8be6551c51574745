import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import mockRouter from 'next-router-mock';
import { MemoryRouterProvider } from 'next-router-mock/MemoryRouterProvider';
import { renderToString } from 'react-dom/server';
import { AppProviders } from '@/components/app-providers/app-providers';
import { DIGEST_API, type Subscriber } from '@/lib/contract/digest';
import { downloadBlob } from '@/lib/export/download';
import { LOCALE_OPTIONS_KEY } from '@/lib/session/get-locale-options';
import { buildSession } from '@/testing/fixtures';
import { createTestI18n } from '@/testing/i18n';
import { BROWSER_API, server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { subscriberCountsKey, subscribersKey } from '../api/subscribers';
import { SubscribersScreen } from '../components/subscribers-screen';
import { readSubscribersQuery } from '../subscribers-query';
import { SWEDEN, SWEDISH } from './digest-fixtures';

jest.mock('@/lib/export/download', () => ({ downloadBlob: jest.fn() }));

const NORWAY = { id: 16, name: 'Norway', code: 'no' };
const NORWEGIAN = { id: 5, name: 'Norsk', code: 'nb' };
const ANNA: Subscriber = {
  id: 31,
  firstName: 'Anna',
  lastName: 'Berg',
  email: 'anna@djurkliniken.se',
  country: SWEDEN,
  language: SWEDISH,
  member: { id: 2, name: 'Djurkliniken Solna' },
  levels: [1],
};

function screenOf(address: Record<string, string>, subscribers: Subscriber[]) {
  const query = readSubscribersQuery(address);
  const listKey = subscribersKey(query);
  const countsKey = subscriberCountsKey(query);
  const fallback = {
    [listKey]: { count: subscribers.length, next: null, previous: null, results: subscribers },
    [countsKey]: {
      total: 3,
      countries: [
        { ...SWEDEN, count: 2 },
        { ...NORWAY, count: 1 },
      ],
    },
    [LOCALE_OPTIONS_KEY]: {
      countries: [
        { ...SWEDEN, languages: [SWEDISH] },
        { ...NORWAY, languages: [NORWEGIAN] },
      ],
      languages: [SWEDISH, NORWEGIAN],
    },
  };
  const element = (
    <SubscribersScreen query={query} listKey={listKey} countsKey={countsKey} levels={[{ id: 1, name: 'b-basic' }]} />
  );
  return { element, fallback };
}

function renderScreen(address: Record<string, string> = {}, subscribers = [ANNA]) {
  const { element, fallback } = screenOf(address, subscribers);
  renderWithProviders(element, {
    session: buildSession({ isStaff: true }),
    route: `/digest/subscribers?${new URLSearchParams(address).toString()}`,
    fallback,
  });
  return userEvent.setup();
}

describe('the digest subscribers page', () => {
  it('lists the subscribers with the counts per country and exports both', () => {
    renderScreen();
    const counts = screen.getByRole('table', { name: 'Subscribers per country' });
    expect(within(counts).getByRole('row', { name: /Sweden 2/ })).toBeInTheDocument();
    expect(within(counts).getByRole('row', { name: /Total 3/ })).toBeInTheDocument();
    expect(screen.getByText('1 subscriber')).toBeInTheDocument();
    const list = screen.getByRole('table', { name: 'Subscribers' });
    expect(
      within(list).getByRole('row', { name: /Anna Berg anna@djurkliniken.se Djurkliniken Solna/ }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Download CSV' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Download Excel' })).toHaveLength(2);
  });

  it('writes only each filter’s chosen option into the server’s HTML (the lists come with hydration)', () => {
    const { element, fallback } = screenOf({ country: String(SWEDEN.id) }, [ANNA]);
    const html = renderToString(
      <MemoryRouterProvider>
        <AppProviders
          i18n={createTestI18n('en')}
          session={buildSession({ isStaff: true })}
          fallback={fallback}
          swr={{ provider: () => new Map() }}
          errorView={() => null}
        >
          {element}
        </AppProviders>
      </MemoryRouterProvider>,
    );
    const served = new DOMParser().parseFromString(html, 'text/html');
    const options = (name: string) =>
      Array.from(served.querySelectorAll(`select`))
        .find((select) => served.querySelector(`label[for="${select.id}"]`)?.textContent?.startsWith(name))
        ?.querySelectorAll('option');
    expect(Array.from(options('Country') ?? [], (option) => option.textContent)).toEqual(['All', 'Sweden']);
    expect(Array.from(options('Language') ?? [], (option) => option.textContent)).toEqual(['All']);
    expect(Array.from(options('Member level') ?? [], (option) => option.textContent)).toEqual(['All']);
  });

  it('filters by country, language and level through the address', async () => {
    const user = renderScreen();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Norway');
    // The languages offered are the chosen country's.
    expect(
      within(screen.getByRole('combobox', { name: 'Language' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Norsk']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Norsk');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Member level' }), 'b-basic');
    await user.click(screen.getByRole('button', { name: 'Show' }));

    expect(mockRouter.asPath).toBe('/digest/subscribers?country=16&language=5&level=1');
  });

  it('says when no subscriber matches, and offers to clear the filters', () => {
    renderScreen({ country: '16', level: '1' }, []);
    expect(screen.getByText('No subscriber matches these filters.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clear' })).toHaveAttribute('href', '/digest/subscribers');
  });

  it('reads a malformed address as no filter', () => {
    expect(readSubscribersQuery({ country: 'x', level: '-2', page: '0', search: '  anna ' })).toEqual({
      country: null,
      language: null,
      level: null,
      search: 'anna',
      page: 1,
    });
  });

  it('exports the whole filtered list, every page of it, not only the page shown', async () => {
    const ERIK: Subscriber = { ...ANNA, id: 32, firstName: 'Erik', lastName: 'Bergström', email: 'erik@vet.se' };
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(`${BROWSER_API}${DIGEST_API.subscribers}`, ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push(params);
        const page = params.get('page');
        return HttpResponse.json({
          count: 2,
          next: page === '1' ? 'next' : null,
          previous: null,
          results: page === '1' ? [ANNA] : [ERIK],
        });
      }),
    );
    const user = renderScreen({ level: '1', search: 'berg' });
    expect(asked).toEqual([]);

    const list = screen.getByRole('group', { name: /Subscribers(?! per country)/ });
    await user.click(within(list).getByRole('button', { name: 'Download CSV' }));

    await waitFor(() => expect(downloadBlob).toHaveBeenCalled());
    expect(asked.map((params) => Object.fromEntries(params))).toEqual([
      { level: '1', search: 'berg', page_size: '100', page: '1' },
      { level: '1', search: 'berg', page_size: '100', page: '2' },
    ]);
    const [blob, name] = jest.mocked(downloadBlob).mock.calls[0]!;
    expect(name).toMatch(/^digest-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await (blob as Blob).text();
    expect(csv).toContain('anna@djurkliniken.se');
    expect(csv).toContain('erik@vet.se');
  });
});
