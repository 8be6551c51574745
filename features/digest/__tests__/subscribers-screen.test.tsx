import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import mockRouter from 'next-router-mock';
import type { Subscriber } from '@/lib/contract/digest';
import { LOCALE_OPTIONS_KEY } from '@/lib/session/get-locale-options';
import { buildSession } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { subscriberCountsKey, subscribersKey } from '../api/subscribers';
import { SubscribersScreen } from '../components/subscribers-screen';
import { readSubscribersQuery } from '../subscribers-query';
import { SWEDEN, SWEDISH } from './digest-fixtures';

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

function renderScreen(address: Record<string, string> = {}, subscribers = [ANNA]) {
  const query = readSubscribersQuery(address);
  const listKey = subscribersKey(query);
  const countsKey = subscriberCountsKey(query);
  renderWithProviders(
    <SubscribersScreen query={query} listKey={listKey} countsKey={countsKey} levels={[{ id: 1, name: 'b-basic' }]} />,
    {
      session: buildSession({ isStaff: true }),
      route: `/digest/subscribers?${new URLSearchParams(address).toString()}`,
      fallback: {
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
      },
    },
  );
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
});
