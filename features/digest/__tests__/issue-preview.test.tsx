import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { DIGEST_API } from '@/lib/contract/digest';
import { buildSession } from '@/testing/fixtures';
import { BROWSER_API, server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { IssuePreview } from '../components/issue-preview';

const MAIL = '<html><body><h1>November in the network</h1><script>parent.alert(1)</script></body></html>';

function renderPreview() {
  const asked: string[] = [];
  server.use(
    http.get(`${BROWSER_API}${DIGEST_API.preview}`, ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.text(MAIL, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
    }),
  );
  renderWithProviders(<IssuePreview issueId={21} version="2026-11-25T08:00:00Z" />, {
    session: buildSession({ isStaff: true }),
  });
  return { asked, user: userEvent.setup() };
}

describe('the digest preview', () => {
  it('shows the issue’s e-mail from the send’s renderer in a frame that may run nothing', async () => {
    const { asked } = renderPreview();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the preview…');

    const frame = await screen.findByTitle('The e-mail at 700 pixels wide');
    expect(asked).toEqual(['?issue=21']);
    expect(frame.tagName).toBe('IFRAME');
    // An empty sandbox: no scripts, no forms, no navigation of the portal, an origin of its own.
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', MAIL);
  });

  it('switches between the desktop and the phone width with radio buttons', async () => {
    const { user } = renderPreview();
    await screen.findByTitle('The e-mail at 700 pixels wide');
    expect(screen.getByRole('radio', { name: 'Desktop (700 px)' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Phone (390 px)' }));

    const frame = screen.getByTitle('The e-mail at 390 pixels wide');
    expect(frame).toHaveStyle({ width: '390px' });
    expect(screen.getByRole('radio', { name: 'Phone (390 px)' })).toBeChecked();
  });

  it('says so when the preview cannot be made', async () => {
    server.use(
      http.get(`${BROWSER_API}${DIGEST_API.preview}`, () => HttpResponse.json({ detail: 'Boom' }, { status: 500 })),
    );
    renderWithProviders(<IssuePreview issueId={21} version="v1" />, { session: buildSession({ isStaff: true }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('The preview could not be made.');
  });
});
