import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { DIGEST_API, type UnsubscribeState } from '@/lib/contract/digest';
import { BROWSER_API, server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { UnsubscribeScreen } from '../components/unsubscribe-screen';

const TOKEN = 'MTc.abc-signed';
const SUBSCRIBED: UnsubscribeState = { subscribed: true, email: 'a•••@klinik.se', language: 'sv', list: 'digest' };

function unsubscribeApi(answer: () => Response) {
  const posts: string[] = [];
  server.use(
    http.post(`${BROWSER_API}${DIGEST_API.unsubscribe(TOKEN)}`, ({ request }) => {
      posts.push(`unsubscribe ${request.headers.get('authorization') ?? 'no session'}`);
      return answer();
    }),
    http.post(`${BROWSER_API}${DIGEST_API.resubscribe(TOKEN)}`, () => {
      posts.push('resubscribe');
      return HttpResponse.json({ ...SUBSCRIBED });
    }),
  );
  return posts;
}

describe('the unsubscribe page', () => {
  it('asks first: opening the link changes nothing', () => {
    const posts = unsubscribeApi(() => HttpResponse.json({ ...SUBSCRIBED, subscribed: false }));
    renderWithProviders(<UnsubscribeScreen token={TOKEN} state={SUBSCRIBED} problem={null} />);
    expect(screen.getByRole('heading', { name: 'Stop receiving the digest?' })).toBeInTheDocument();
    expect(screen.getByText('The digest is sent to a•••@klinik.se.')).toBeInTheDocument();
    expect(posts).toEqual([]);
  });

  it('unsubscribes when the button is pressed, without a session, and offers to subscribe again', async () => {
    const posts = unsubscribeApi(() => HttpResponse.json({ ...SUBSCRIBED, subscribed: false }));
    renderWithProviders(<UnsubscribeScreen token={TOKEN} state={SUBSCRIBED} problem={null} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));

    expect(await screen.findByRole('heading', { name: 'You no longer receive the digest' })).toBeInTheDocument();
    expect(screen.getByText('We will not send the digest to a•••@klinik.se any more.')).toBeInTheDocument();
    expect(posts).toEqual(['unsubscribe no session']);

    await user.click(screen.getByRole('button', { name: 'Subscribe again' }));
    expect(await screen.findByRole('heading', { name: 'You receive the digest again' })).toBeInTheDocument();
    expect(posts).toEqual(['unsubscribe no session', 'resubscribe']);
  });

  it('speaks the member’s language', () => {
    renderWithProviders(<UnsubscribeScreen token={TOKEN} state={SUBSCRIBED} problem={null} />, { locale: 'sv' });
    expect(screen.getByRole('button', { name: 'Avsluta prenumerationen' })).toBeInTheDocument();
  });

  it('keeps the question and says what went wrong when unsubscribing fails', async () => {
    unsubscribeApi(() => HttpResponse.json({ detail: 'A server error occurred.' }, { status: 500 }));
    renderWithProviders(<UnsubscribeScreen token={TOKEN} state={SUBSCRIBED} problem={null} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Unsubscribe' }));

    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Stop receiving the digest?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
  });

  it('explains a link that does not work, with no button', () => {
    renderWithProviders(<UnsubscribeScreen token="forged" state={null} problem="invalidLink" />);
    expect(screen.getByRole('heading', { name: 'This link does not work' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My settings' })).toHaveAttribute('href', '/settings/me');
  });
});
