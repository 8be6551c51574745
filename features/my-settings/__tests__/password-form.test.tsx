import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from '@/lib/auth/token-cookies';
import { SETTINGS_API } from '@/lib/contract/settings';
import { buildSession } from '@/testing/fixtures';
import { BROWSER_API, server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { PasswordForm } from '../components/password-form';
import { settingsApi, writes } from './settings-fixtures';

const password = (name: string) => screen.getByLabelText(new RegExp(`^${name}`), { selector: 'input' });

async function fillIn(current: string, next: string, repeat: string) {
  if (current) await userEvent.type(password('Current password'), current);
  if (next) await userEvent.type(password('New password'), next);
  if (repeat) await userEvent.type(password('Repeat new password'), repeat);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

beforeEach(() => {
  Cookies.set(ACCESS_TOKEN_COOKIE, 'old-access');
  Cookies.set(REFRESH_TOKEN_COOKIE, 'old-refresh');
});
afterEach(() => {
  Cookies.remove(ACCESS_TOKEN_COOKIE);
  Cookies.remove(REFRESH_TOKEN_COOKIE);
});

describe('the password change', () => {
  it('refuses two different new passwords before sending anything', async () => {
    const calls = settingsApi();
    renderWithProviders(<PasswordForm />, { session: buildSession() });
    await fillIn('vetnet-demo', 'a-new-secret-1', 'a-new-secret-2');

    expect(password('Repeat new password')).toHaveAccessibleDescription('The passwords do not match.');
    expect(password('Repeat new password')).toHaveFocus();
    expect(writes(calls)).toEqual([]);
  });

  it('shows a wrong current password beside that field, keeping the tokens and what was typed', async () => {
    settingsApi({ [SETTINGS_API.setPassword]: { status: 400, body: { currentPassword: ['Invalid password.'] } } });
    renderWithProviders(<PasswordForm />, { session: buildSession() });
    await fillIn('not-my-password', 'a-new-secret-1', 'a-new-secret-1');

    expect(await screen.findByText('The current password is not correct.')).toBeInTheDocument();
    expect(password('Current password')).toHaveAccessibleDescription('The current password is not correct.');
    expect(password('New password')).toHaveValue('a-new-secret-1');
    expect(Cookies.get(ACCESS_TOKEN_COOKIE)).toBe('old-access');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows the server’s password rules beside the new password', async () => {
    settingsApi({
      [SETTINGS_API.setPassword]: { status: 400, body: { newPassword: ['This password is too common.'] } },
    });
    renderWithProviders(<PasswordForm />, { session: buildSession() });
    await fillIn('vetnet-demo', 'password1', 'password1');
    expect(await screen.findByText(/too common/)).toBeInTheDocument();
    expect(password('New password')).toHaveAccessibleDescription(expect.stringContaining('too common'));
  });

  it('sends the current and the new password, stores the new token pair and empties the form', async () => {
    const calls = settingsApi({
      [SETTINGS_API.setPassword]: { status: 200, body: { access: 'new-access', refresh: 'new-refresh' } },
    });
    renderWithProviders(<PasswordForm />, { session: buildSession() });
    await fillIn('vetnet-demo', 'a-new-secret-1', 'a-new-secret-1');

    // The status region is always there (a live region); its message comes with the answer.
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Your password was changed. You are still signed in here; other sessions were signed out.',
      ),
    );
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        path: SETTINGS_API.setPassword,
        body: { currentPassword: 'vetnet-demo', newPassword: 'a-new-secret-1', reNewPassword: 'a-new-secret-1' },
      },
    ]);
    expect(Cookies.get(ACCESS_TOKEN_COOKIE)).toBe('new-access');
    expect(Cookies.get(REFRESH_TOKEN_COOKIE)).toBe('new-refresh');
    expect(password('Current password')).toHaveValue('');
    expect(password('Repeat new password')).toHaveValue('');
  });

  it('accepts djoser’s 204 without a body: the password changed, and this session keeps its tokens', async () => {
    settingsApi();
    server.use(http.post(`${BROWSER_API}${SETTINGS_API.setPassword}`, () => new HttpResponse(null, { status: 204 })));
    renderWithProviders(<PasswordForm />, { session: buildSession() });
    await fillIn('vetnet-demo', 'a-new-secret-1', 'a-new-secret-1');

    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Your password was changed. You are still signed in here.'),
    );
    expect(screen.getByRole('status')).not.toHaveTextContent('other sessions');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(Cookies.get(ACCESS_TOKEN_COOKIE)).toBe('old-access');
    expect(Cookies.get(REFRESH_TOKEN_COOKIE)).toBe('old-refresh');
    expect(password('Current password')).toHaveValue('');
  });
});
