import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SETTINGS_API } from '@/lib/contract/settings';
import { TAGS_KEY } from '@/lib/tags/get-tags';
import { buildSession } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { PreferencesForm } from '../components/preferences-form';
import { settingsApi, TAGS, writes } from './settings-fixtures';

function renderForm(preferences: number[] = [2], hasDigestSubscribed = false) {
  return renderWithProviders(<PreferencesForm />, {
    session: buildSession({ preferences, hasDigestSubscribed }),
    fallback: { [TAGS_KEY]: TAGS },
  });
}

describe('the preferences', () => {
  it('offers every tag as a topic, the chosen ones checked', () => {
    renderForm();
    const topics = screen.getByRole('group', { name: 'Topics I want to hear about' });
    expect(
      within(topics)
        .getAllByRole('checkbox')
        .map((box) => box.closest('div')?.textContent),
    ).toEqual(['Dentistry', 'Imaging', 'Pharmacy']);
    expect(within(topics).getByRole('checkbox', { name: 'Imaging' })).toBeChecked();
    expect(within(topics).getByRole('checkbox', { name: 'Dentistry' })).not.toBeChecked();
  });

  it('saves the chosen topics as tag ids, and says so', async () => {
    const calls = settingsApi();
    renderForm([2]);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Dentistry' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Imaging' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pharmacy' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save preferences' }));

    expect(await screen.findByText('Your preferences were saved.')).toBeInTheDocument();
    expect(writes(calls)).toEqual([{ method: 'POST', path: SETTINGS_API.preferences, body: { preferences: [1, 3] } }]);
  });

  it('drops a preference for a tag that no longer exists', async () => {
    const calls = settingsApi();
    renderForm([2, 99]);
    await userEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    await screen.findByText('Your preferences were saved.');
    expect(writes(calls)[0]?.body).toEqual({ preferences: [2] });
  });

  it('shows a refusal and keeps the choice', async () => {
    settingsApi({
      [SETTINGS_API.preferences]: {
        status: 400,
        body: { nonFieldErrors: ['Invalid pk "3" - object does not exist.'] },
      },
    });
    renderForm([]);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pharmacy' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Pharmacy' })).toBeChecked();
    expect(screen.queryByText('Your preferences were saved.')).not.toBeInTheDocument();
  });
});

describe('the digest switch', () => {
  it('subscribes at once through the toggle and announces it', async () => {
    const calls = settingsApi({ [SETTINGS_API.toggleDigest]: { status: 200, body: { hasDigestSubscribed: true } } });
    renderForm([], false);
    const digest = screen.getByRole('switch', { name: 'Send me the digest' });
    expect(digest).not.toBeChecked();
    await userEvent.click(digest);

    expect(await screen.findByText('You will receive the digest.')).toBeInTheDocument();
    expect(digest).toBeChecked();
    expect(digest).toHaveFocus();
    expect(writes(calls)).toEqual([{ method: 'POST', path: SETTINGS_API.toggleDigest, body: null }]);
  });

  it('unsubscribes, showing what the server answered', async () => {
    settingsApi({ [SETTINGS_API.toggleDigest]: { status: 200, body: { hasDigestSubscribed: false } } });
    renderForm([], true);
    await userEvent.click(screen.getByRole('switch', { name: 'Send me the digest' }));
    expect(await screen.findByText('You will no longer receive the digest.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Send me the digest' })).not.toBeChecked();
  });

  it('stays as it was when the toggle fails', async () => {
    settingsApi({ [SETTINGS_API.toggleDigest]: { status: 500, body: { detail: 'A server error occurred.' } } });
    renderForm([], false);
    await userEvent.click(screen.getByRole('switch', { name: 'Send me the digest' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Send me the digest' })).not.toBeChecked();
  });
});
