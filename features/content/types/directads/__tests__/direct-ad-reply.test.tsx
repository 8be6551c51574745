import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { sanitizeHtml } from '@/lib/html/sanitize';
import { buildSession } from '@/testing/fixtures';
import { BROWSER_API, server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { buildItem } from '../../../__tests__/content-fixtures';
import { contentItemKey, readableItem } from '../../../api/content-item';
import { ContentDetailScreen } from '../../../components/content-detail-screen';
import { CONTENT_TYPES } from '../../../content-types';

const NOW = Date.parse('2026-11-23T10:00:00Z');
const ad = buildItem({
  id: 44,
  title: 'Used ultrasound scanner',
  author: undefined,
  place: 'Malmö',
  ...{ advertiserName: 'Clinic Syd', price: 'SEK 40 000', expiresAt: '2026-12-31T00:00:00Z' },
});

function renderAd(item = ad) {
  renderWithProviders(<ContentDetailScreen typeKey="directads" id={item.id} origin="https://portal.vetnet.example" />, {
    session: buildSession(),
    fallback: { [contentItemKey(CONTENT_TYPES.directads, item.id)]: readableItem(item, sanitizeHtml) },
  });
  return userEvent.setup({ delay: null });
}

function answerReplies(answer: () => Response) {
  const posted: unknown[] = [];
  server.use(
    http.post(`${BROWSER_API}/direact-ads/44/email/`, async ({ request }) => {
      posted.push(await request.json());
      return answer();
    }),
  );
  return posted;
}

beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(NOW));
afterEach(() => jest.restoreAllMocks());

describe('a direct ad’s page', () => {
  it('shows the ad’s text once, though its summary is the same text', () => {
    const text = 'Well kept ultrasound with two probes, serviced in the spring.';
    renderAd({ ...ad, summary: text, body: `<p>${text}</p>` });
    expect(screen.getAllByText(text)).toHaveLength(1);
  });

  it('still leads with a summary that says something else', () => {
    renderAd({ ...ad, summary: 'Cheap.', body: '<p>Well kept ultrasound.</p>' });
    expect(screen.getByText('Cheap.')).toHaveClass('lead');
  });
});

describe('the reply form of a direct ad', () => {
  it('shows the rule and the count, and refuses a message under 10 characters without sending it', async () => {
    const posted = answerReplies(() => HttpResponse.json({ id: 1, createdAt: '2026-11-23T10:00:00Z' }));
    const user = renderAd();
    const message = await screen.findByRole('textbox', { name: /Message/ });
    expect(screen.getByText('Malmö')).toBeInTheDocument();
    expect(screen.getByText('SEK 40 000')).toBeInTheDocument();
    await user.type(message, '  Hi there ');
    expect(message).toHaveAccessibleDescription(/10–2000 characters; 8 written/);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(message).toHaveAccessibleDescription(/Write at least 10 characters/);
    expect(posted).toHaveLength(0);
  });

  it('shows the server’s reason beside the field and keeps the text', async () => {
    const posted = answerReplies(() =>
      HttpResponse.json({ message: ['Ensure this field has no more than 2000 characters.'] }, { status: 400 }),
    );
    const user = renderAd();
    const message = await screen.findByRole('textbox', { name: /Message/ });
    await user.type(message, 'Is the scanner still for sale?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(posted).toEqual([{ message: 'Is the scanner still for sale?' }]));
    // The server's reason, in the member's language, beside the field.
    await waitFor(() => expect(message).toHaveAccessibleDescription(/Use at most 2000 characters/));
    expect(message).toHaveValue('Is the scanner still for sale?');
  });

  it('asks to try again later when throttled, keeping the text', async () => {
    answerReplies(() =>
      HttpResponse.json({ detail: 'Request was throttled.' }, { status: 429, headers: { 'Retry-After': '1800' } }),
    );
    const user = renderAd();
    const message = await screen.findByRole('textbox', { name: /Message/ });
    await user.type(message, 'Is the scanner still for sale?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/try again/i);
    expect(message).toHaveValue('Is the scanner still for sale?');
  });

  it('confirms a sent message and clears the field', async () => {
    answerReplies(() => HttpResponse.json({ id: 1, createdAt: '2026-11-23T10:00:00Z' }, { status: 201 }));
    const user = renderAd();
    const message = await screen.findByRole('textbox', { name: /Message/ });
    await user.type(message, 'Is the scanner still for sale?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your message has been sent');
    expect(message).toHaveValue('');
  });

  it('takes no reply to an expired ad', async () => {
    renderAd({ ...ad, ...{ expiresAt: '2026-11-01T00:00:00Z' } });
    expect(await screen.findByText(/This ad has expired/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Message/ })).not.toBeInTheDocument();
  });
});
