import { screen, within } from '@testing-library/react';
import { MEMBER_TREE_KEY } from '@/lib/session/get-member-tree';
import type { Session } from '@/lib/session/types';
import { TAGS_KEY } from '@/lib/tags/get-tags';
import { buildSession } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { MySettingsScreen } from '../components/my-settings-screen';
import { chainSession, TAGS, TREE } from './settings-fixtures';

function renderScreen(session: Session = buildSession()) {
  return renderWithProviders(<MySettingsScreen />, {
    session,
    route: '/settings/me',
    fallback: { [TAGS_KEY]: TAGS, [MEMBER_TREE_KEY]: TREE },
  });
}

describe('My settings', () => {
  it('names the signed-in user and shows profile, preferences and password, each a named region', () => {
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'My settings' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as owner@vetnet.example')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Profile',
      'Preferences',
      'Password',
    ]);
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(within(profile).getByRole('textbox', { name: 'First name' })).toHaveValue('Olivia');
    expect(within(profile).getByRole('combobox', { name: 'Position' })).toHaveDisplayValue('Doctor');
    expect(
      within(profile)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Not set', 'Doctor', 'Nurse', 'Administrator', 'Other', 'Svenska', 'English']);
  });

  it('offers the member switch to chain users and staff only', async () => {
    const { unmount } = renderScreen();
    expect(screen.queryByRole('region', { name: 'Member' })).not.toBeInTheDocument();
    unmount();

    renderScreen(chainSession());
    const member = screen.getByRole('region', { name: 'Member' });
    // The section's body is a chunk of its own (next/dynamic), so it appears a moment later.
    expect(await within(member).findByText('You are acting for Vetgroup Umeå.')).toBeInTheDocument();
  });

  it('shows the language field only when the member’s country has more than one language', () => {
    const session = buildSession();
    const country = { ...session.user.member.country, languages: [session.user.language] };
    renderScreen(buildSession({ member: { ...session.user.member, country } }));
    expect(screen.queryByRole('combobox', { name: 'Language' })).not.toBeInTheDocument();
  });
});
