import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import mockRouter from 'next-router-mock';
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from '@/lib/auth/token-cookies';
import { BROWSER_API, server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { LoginScreen } from '../components/login-screen';

afterEach(() => {
  Cookies.remove(ACCESS_TOKEN_COOKIE);
  Cookies.remove(REFRESH_TOKEN_COOKIE);
});

function loginEndpoint(answer: (body: { email: string; password: string }) => Response) {
  const bodies: { email: string; password: string }[] = [];
  server.use(
    http.post(`${BROWSER_API}/auth/api-token-auth/`, async ({ request }) => {
      const body = (await request.json()) as { email: string; password: string };
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

async function fillIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^E-mail/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

/** The magic-link endpoint, answering 204 and recording each body. */
function magicLinkEndpoint(): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${BROWSER_API}/send-magic-login-link/`, async ({ request }) => {
      bodies.push(await request.json());
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return bodies;
}

describe('the login form', () => {
  it('stores the tokens and goes to the next page, with the e-mail lowercased', async () => {
    const bodies = loginEndpoint(() => HttpResponse.json({ access: 'access-1', refresh: 'refresh-1' }));
    renderWithProviders(<LoginScreen next="/news?page=2" passwordSet={false} />, {
      route: '/login?next=%2Fnews%3Fpage%3D2',
    });

    await fillIn('  Olivia.Owner@Vetnet.Example ', 'vetnet-demo');

    await waitFor(() => expect(mockRouter.asPath).toBe('/news?page=2'));
    expect(bodies).toEqual([{ email: 'olivia.owner@vetnet.example', password: 'vetnet-demo' }]);
    expect(Cookies.get(ACCESS_TOKEN_COOKIE)).toBe('access-1');
    expect(Cookies.get(REFRESH_TOKEN_COOKIE)).toBe('refresh-1');
  });

  it('shows the known bad-credentials message translated above the form and keeps what was typed', async () => {
    loginEndpoint(() =>
      HttpResponse.json({ nonFieldErrors: ['No active account found with the given credentials'] }, { status: 400 }),
    );
    renderWithProviders(<LoginScreen next="/" passwordSet={false} />, { route: '/login' });

    await fillIn('owner@vetnet.example', 'wrong');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The e-mail address or password is wrong, or the account is not active.',
    );
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('owner@vetnet.example');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('wrong');
    expect(mockRouter.asPath).toBe('/login');
    expect(Cookies.get(ACCESS_TOKEN_COOKIE)).toBeUndefined();
  });

  it('shows the bad-credentials message in Swedish in a Swedish UI, not the server’s English', async () => {
    loginEndpoint(() =>
      HttpResponse.json({ nonFieldErrors: ['No active account found with the given credentials'] }, { status: 400 }),
    );
    renderWithProviders(<LoginScreen next="/" passwordSet={false} />, { route: '/login', locale: 'sv' });
    const user = userEvent.setup();

    await user.type(screen.getByLabelText(/^E-post/), 'owner@vetnet.example');
    await user.type(screen.getByLabelText(/^Lösenord/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Logga in' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('E-postadressen eller lösenordet är fel, eller så är kontot inte aktivt.');
    expect(alert).not.toHaveTextContent('No active account');
  });

  it.each([
    [
      '503 from the forwarding while the admin API is down',
      () => HttpResponse.json({ detail: 'The service is not answering.', code: 'api_unavailable' }, { status: 503 }),
    ],
    [
      '502 from the forwarding',
      () => HttpResponse.json({ detail: 'The service cannot be reached.', code: 'api_unreachable' }, { status: 502 }),
    ],
    ['a network failure', () => HttpResponse.error()],
  ])('says the service is unavailable after a %s', async (_name, answer) => {
    loginEndpoint(answer);
    renderWithProviders(<LoginScreen next="/" passwordSet={false} />, { route: '/login' });

    await fillIn('owner@vetnet.example', 'vetnet-demo');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The service is unavailable right now. Please try again in a moment.',
    );
    expect(mockRouter.asPath).toBe('/login');
  });

  it('falls back to the detail when there are no form errors', async () => {
    loginEndpoint(() => HttpResponse.json({ detail: 'Account locked.' }, { status: 400 }));
    renderWithProviders(<LoginScreen next="/" passwordSet={false} />);
    await fillIn('owner@vetnet.example', 'x');
    expect(await screen.findByRole('alert')).toHaveTextContent('Account locked.');
  });

  it('says how long to wait when login is throttled', async () => {
    loginEndpoint(() =>
      HttpResponse.json({ detail: 'Request was throttled.' }, { status: 429, headers: { 'Retry-After': '120' } }),
    );
    renderWithProviders(<LoginScreen next="/" passwordSet={false} />);
    await fillIn('owner@vetnet.example', 'x');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 2 minutes.');
  });

  it('checks the fields before sending anything', async () => {
    const bodies = loginEndpoint(() => HttpResponse.json({}));
    renderWithProviders(<LoginScreen next="/" passwordSet={false} />);
    const user = userEvent.setup();

    await user.type(screen.getByLabelText(/^E-mail/), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(screen.getByText('Enter a valid e-mail address, like name@clinic.com.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^E-mail/)).toHaveFocus();
    expect(bodies).toHaveLength(0);
  });

  it('sends a magic login link instead, without saying whether the account exists', async () => {
    const bodies = magicLinkEndpoint();
    renderWithProviders(<LoginScreen next="/" passwordSet={false} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'E-mail me a login link instead' }));
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^E-mail/), 'Owner@Vetnet.Example');
    await user.click(screen.getByRole('button', { name: 'Send login link' }));

    expect(await screen.findByRole('status')).toHaveTextContent('If owner@vetnet.example belongs to an active account');
    expect(bodies).toEqual([{ email: 'owner@vetnet.example' }]);
  });

  it('asks for a magic link that leads to the page the login was for', async () => {
    const bodies = magicLinkEndpoint();
    renderWithProviders(<LoginScreen next="/notifications?page=2" passwordSet={false} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'E-mail me a login link instead' }));
    await user.type(screen.getByLabelText(/^E-mail/), 'owner@vetnet.example');
    await user.click(screen.getByRole('button', { name: 'Send login link' }));

    await screen.findByRole('status');
    expect(bodies).toEqual([{ email: 'owner@vetnet.example', next: '/notifications?page=2' }]);
  });

  it('speaks Swedish', () => {
    renderWithProviders(<LoginScreen next="/" passwordSet />, { locale: 'sv' });
    expect(screen.getByRole('heading', { name: 'Logga in på Vetnet' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Ditt lösenord är sparat.');
    expect(screen.getByRole('link', { name: 'Integritetspolicy' })).toHaveAttribute(
      'href',
      'https://www.vetnet.example/se/privacy',
    );
  });
});
