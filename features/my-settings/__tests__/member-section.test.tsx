import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadPage } from '@/lib/browser/navigation';
import { SETTINGS_API } from '@/lib/contract/settings';
import { MEMBER_TREE_KEY } from '@/lib/session/get-member-tree';
import { renderWithProviders } from '@/testing/render';
import { MemberSection } from '../components/member-section';
import { chainSession, settingsApi, TREE, writes } from './settings-fixtures';

jest.mock('@/lib/browser/navigation', () => ({ loadPage: jest.fn(), reloadPage: jest.fn() }));

function renderSection() {
  return renderWithProviders(<MemberSection />, {
    session: chainSession(),
    route: '/settings/me',
    fallback: { [MEMBER_TREE_KEY]: TREE },
  });
}

const tree = () => screen.getByRole('list', { name: 'Members you can act for' });
const switchButtons = () =>
  within(tree())
    .queryAllByRole('button')
    .map((button) => button.getAttribute('aria-label'));

describe('the member switch', () => {
  beforeEach(() => jest.mocked(loadPage).mockClear());

  it('shows the tree as nested lists, the current member marked and not a button', () => {
    renderSection();
    expect(screen.getByText('You are acting for Vetgroup Umeå.')).toBeInTheDocument();
    expect(switchButtons()).toEqual([
      'Switch to Vetgroup Nord',
      'Switch to Vetgroup Luleå',
      'Switch to Kiruna Djurklinik',
    ]);
    expect(within(tree()).getByText('Vetgroup Umeå (current)')).toHaveAttribute('aria-current', 'true');
    const kiruna = within(tree()).getByRole('button', { name: 'Switch to Kiruna Djurklinik' });
    // Kiruna sits under Luleå, which sits under Nord.
    expect(kiruna.closest('ul')?.closest('li')).toHaveTextContent(/^Vetgroup Luleå/);
  });

  it('filters by the search, keeping the groups of the matches', async () => {
    renderSection();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search members' }), 'kiruna');
    expect(switchButtons()).toEqual([
      'Switch to Vetgroup Nord',
      'Switch to Vetgroup Luleå',
      'Switch to Kiruna Djurklinik',
    ]);
    expect(within(tree()).queryByText(/Umeå/)).not.toBeInTheDocument();
    expect(screen.getByText('3 members shown.')).toBeInTheDocument();

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search members' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search members' }), 'umea');
    expect(switchButtons()).toEqual(['Switch to Vetgroup Nord']);
    expect(within(tree()).getByText('Vetgroup Umeå (current)')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search members' }), 'xyz');
    expect(screen.getByText('No member matches your search.')).toBeInTheDocument();
  });

  it('switches member and loads the settings page again', async () => {
    const calls = settingsApi();
    renderSection();
    await userEvent.click(screen.getByRole('button', { name: 'Switch to Vetgroup Luleå' }));

    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/settings/me'));
    expect(writes(calls)).toEqual([{ method: 'PATCH', path: SETTINGS_API.member, body: { member: 8 } }]);
    expect(screen.getByText('Switching to Vetgroup Luleå…')).toBeInTheDocument();
  });

  it('stays and says why when the API refuses the switch', async () => {
    settingsApi({
      [SETTINGS_API.member]: { status: 403, body: { detail: 'This member is not in your member tree.' } },
    });
    renderSection();
    await userEvent.click(screen.getByRole('button', { name: 'Switch to Vetgroup Nord' }));

    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(loadPage).not.toHaveBeenCalled();
    expect(screen.queryByText(/Switching to/)).not.toBeInTheDocument();
  });
});
