import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { BROWSER_API, server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { RESEND_ACTIVATION_PATH } from '../api/resend-activation';
import { ResetPasswordScreen } from '../components/reset-password-screen';

/** The resend-activation endpoint answering `answer`, recording what was sent. */
function resendEndpoint(answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${BROWSER_API}${RESEND_ACTIVATION_PATH}`, async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

async function resendTo(email: string) {
  const user = userEvent.setup();
  const section = screen.getByRole('region', { name: 'Never activated your account?' });
  const field = section.querySelector('input[type="email"]') as HTMLInputElement;
  await user.type(field, email);
  await user.click(screen.getByRole('button', { name: 'Resend activation e-mail' }));
}

describe('resending the activation e-mail', () => {
  it.each([
    ['204 (an inactive account)', () => new HttpResponse(null, { status: 204 })],
    [
      '400 with an empty body (djoser, for an active or unknown address)',
      () => new HttpResponse(null, { status: 400 }),
    ],
  ])('shows the same neutral confirmation for %s', async (_, answer) => {
    const bodies = resendEndpoint(answer);
    renderWithProviders(<ResetPasswordScreen />, { route: '/login/reset-password' });
    await resendTo('Olivia@Vetnet.example');

    expect(await screen.findByText(/olivia@vetnet\.example/)).toBeInTheDocument();
    expect(screen.queryByText(/Something went wrong/)).not.toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'olivia@vetnet.example' }]);
  });

  it('still shows a 400 that names a problem beside the field', async () => {
    resendEndpoint(() => HttpResponse.json({ email: ['That address cannot receive mail.'] }, { status: 400 }));
    renderWithProviders(<ResetPasswordScreen />, { route: '/login/reset-password' });
    await resendTo('olivia@vetnet.example');

    expect(await screen.findByText('That address cannot receive mail.')).toBeInTheDocument();
  });
});
