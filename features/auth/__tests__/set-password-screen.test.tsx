import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import mockRouter from 'next-router-mock';
import { BROWSER_API, server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { SetPasswordScreen } from '../components/set-password-screen';

function confirmEndpoint(answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${BROWSER_API}/auth/users/reset_password_confirm/`, async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

async function choose(first: string, second: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^New password/), first);
  await user.type(screen.getByLabelText(/^Repeat the new password/), second);
  await user.click(screen.getByRole('button', { name: 'Save password' }));
}

describe('the set-password screen', () => {
  it('sends uid, token and both passwords, then goes to login with a notice', async () => {
    const bodies = confirmEndpoint(() => new HttpResponse(null, { status: 204 }));
    renderWithProviders(<SetPasswordScreen uid="Mw" token="abc-123" activation={false} />, {
      route: '/login/set-password',
    });

    await choose('a-new-secret', 'a-new-secret');

    await waitFor(() => expect(mockRouter.asPath).toBe('/login?passwordSet=1'));
    expect(bodies).toEqual([
      { uid: 'Mw', token: 'abc-123', newPassword: 'a-new-secret', reNewPassword: 'a-new-secret' },
    ]);
  });

  it('refuses different or short passwords before sending', async () => {
    const bodies = confirmEndpoint(() => new HttpResponse(null, { status: 204 }));
    renderWithProviders(<SetPasswordScreen uid="Mw" token="abc" activation={false} />);

    await choose('short', 'other');

    expect(screen.getByText('Use at least 8 characters.')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    await userEvent.setup().clear(screen.getByLabelText(/^New password/));
    await choose('long-enough-1', 'long-enough-2');
    expect(screen.getByText('The two passwords are not the same.')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('shows a refused link above the form, with a way to ask for a new one, and keeps the passwords', async () => {
    confirmEndpoint(() => HttpResponse.json({ token: ['Invalid token for given user.'] }, { status: 400 }));
    renderWithProviders(<SetPasswordScreen uid="Mw" token="used" activation={false} />);

    await choose('a-new-secret', 'a-new-secret');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link has expired or has already been used. Ask for a new one.',
    );
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/login/reset-password');
    expect(screen.getByLabelText(/^New password/)).toHaveValue('a-new-secret');
  });

  it('shows a password the server refuses beside the field', async () => {
    confirmEndpoint(() => HttpResponse.json({ newPassword: ['This password is entirely numeric.'] }, { status: 400 }));
    renderWithProviders(<SetPasswordScreen uid="Mw" token="t" activation />);

    expect(screen.getByRole('heading', { name: 'Activate your account' })).toBeInTheDocument();
    await choose('12345678', '12345678');

    expect(
      await screen.findByText('This password has only digits. Add letters or other characters.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a refused link and password in Swedish in a Swedish UI', async () => {
    confirmEndpoint(() => HttpResponse.json({ token: ['Invalid token for given user.'] }, { status: 400 }));
    renderWithProviders(<SetPasswordScreen uid="Mw" token="used" activation={false} />, { locale: 'sv' });
    const user = userEvent.setup();

    await user.type(screen.getByLabelText(/^Nytt lösenord/), 'a-new-secret');
    await user.type(screen.getByLabelText(/^Upprepa/), 'a-new-secret');
    await user.click(screen.getByRole('button', { name: 'Spara lösenord' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Länken har gått ut eller redan använts. Be om en ny.');
  });

  it('explains an incomplete link', () => {
    renderWithProviders(<SetPasswordScreen uid={null} token="t" activation={false} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This link is incomplete.');
    expect(screen.queryByRole('button', { name: 'Save password' })).not.toBeInTheDocument();
  });
});
