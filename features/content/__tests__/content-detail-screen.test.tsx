import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ContentItem } from '@/lib/contract/content-item';
import { sanitizeHtml } from '@/lib/html/sanitize';
import { buildSession } from '@/testing/fixtures';
import { BROWSER_API, server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { contentItemKey, readableItem } from '../api/content-item';
import { ContentDetailScreen } from '../components/content-detail-screen';
import { CONTENT_TYPES, type ContentTypeKey } from '../content-types';
import { buildItem } from './content-fixtures';

const ORIGIN = 'https://portal.vetnet.example';

/** Renders the page as the server sends it: the item in the fallback, sanitized (`contentDetailProps`). */
function renderDetail(item: ContentItem, { typeKey = 'news' as ContentTypeKey, staff = false } = {}) {
  return renderWithProviders(<ContentDetailScreen typeKey={typeKey} id={item.id} origin={ORIGIN} />, {
    session: buildSession({ isStaff: staff }),
    fallback: { [contentItemKey(CONTENT_TYPES[typeKey], item.id)]: readableItem(item, sanitizeHtml) },
  });
}

describe('a content item’s page', () => {
  it('renders the article: title, byline, summary, formatted body, files and tags', () => {
    const { container } = renderDetail(
      buildItem({
        files: [
          {
            id: 41,
            name: 'Price list 2027.pdf',
            url: '/api/v1/news-files/41/',
            size: 20311,
            contentType: 'application/pdf',
          },
        ],
        image: { id: 40, name: 'cover.png', url: '/api/v1/news-files/40/', size: 1834, contentType: 'image/png' },
      }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'New dental price list' })).toBeInTheDocument();
    expect(screen.getByText(/By Vetnet Purchasing/)).toBeInTheDocument();
    expect(screen.getByText('What changes for the clinic.')).toHaveClass('lead');
    expect(container.querySelector('strong')).toHaveTextContent('new');
    expect(container.querySelector('img[src="/api/v1/news-files/40/"]')).toBeInTheDocument();
    // PDFs open in a new tab: they are served sandboxed and cannot be shown inside the page.
    expect(screen.getByRole('link', { name: 'Price list 2027.pdf' })).toHaveAttribute('target', '_blank');
    expect(within(screen.getByRole('region', { name: 'Tags' })).getByText('Dentistry')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /All news/ })).toHaveAttribute('href', '/news');
  });

  it('renders hostile HTML harmless when the browser fetches the item itself', async () => {
    const hostile = buildItem({
      body: '<p>Hi</p><img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">click</a><p style="color:red" onclick="x()">styled</p>',
    });
    server.use(http.get(`${BROWSER_API}/news/${hostile.id}/`, () => HttpResponse.json(hostile)));
    const { container } = renderWithProviders(<ContentDetailScreen typeKey="news" id={hostile.id} origin={ORIGIN} />, {
      session: buildSession(),
    });
    expect(await screen.findByText('styled')).toBeInTheDocument();
    const body = container.querySelector('article')!.innerHTML;
    expect(body).not.toMatch(/onerror|onclick|<script|javascript:|style=/i);
    expect(screen.getByText('click').closest('a')).not.toHaveAttribute('href');
    expect(screen.getByText('styled')).toBeInTheDocument();
  });

  it('embeds the video of a YouTube link with the privacy-enhanced player', () => {
    renderDetail(buildItem({ videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }));
    const frame = screen.getByTitle('Video: New dental price list');
    expect(frame.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ/);
  });

  it('gives an event its time, place, sign-up link and calendar file', async () => {
    renderDetail(
      buildItem({
        id: 7,
        title: 'Ultrasound course',
        startsAt: '2026-12-03T08:00:00Z',
        endsAt: '2026-12-03T15:00:00Z',
        place: 'Uppsala',
        address: 'Kungsgatan 1',
        signUpUrl: 'https://example.com/signup',
      }),
      { typeKey: 'events' },
    );
    // On the Swedish clinic's clock (CET, UTC+1); the facts are the events type's view, loaded on first use.
    expect(await screen.findByText('3 December 2026, 09:00–16:00')).toBeInTheDocument();
    expect(screen.getByText(/Uppsala/)).toHaveTextContent('Uppsala, Kungsgatan 1');
    const calendar = screen.getByRole('link', { name: 'Add to calendar' });
    expect(calendar).toHaveAttribute('download', 'event-7.ics');
    const ics = decodeURIComponent(calendar.getAttribute('href')!.replace(/^data:text\/calendar;charset=utf-8,/, ''));
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain('DTSTART:20261203T080000Z');
    expect(ics).toContain(`URL:${ORIGIN}/events/7-ultrasound-course`);
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', 'https://example.com/signup');
  });

  it('starts an event’s line of facts with its first fact, not a separator', async () => {
    const { container } = renderDetail(
      buildItem({
        id: 8,
        title: 'Dental course',
        author: '',
        categories: [{ id: 6, code: 'course', name: 'Course', parentId: null }],
        startsAt: '2026-12-03T08:00:00Z',
        endsAt: '2026-12-03T15:00:00Z',
        place: '',
        address: 'Kungsgatan 1',
      }),
      { typeKey: 'events' },
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Dental course' });
    expect(heading.nextElementSibling).toHaveTextContent(/^Course$/);
    // No place: the address stands alone, without a leading comma.
    const facts = await waitFor(() => {
      const list = container.querySelector('dl');
      if (!list) throw new Error('the event’s facts are not there yet');
      return list;
    });
    expect(within(facts).getByText('Kungsgatan 1')).toHaveTextContent(/^Kungsgatan 1$/);
  });

  it('separates the date, author, categories and status of a draft', () => {
    renderDetail(buildItem({ status: 1 }), { staff: true });
    const meta = screen.getByRole('heading', { level: 1 }).nextElementSibling;
    expect(meta).toHaveTextContent(/^20 November 2026 · By Vetnet Purchasing · Purchasing · Draft$/);
  });

  it('offers the item in its other languages, and nothing when it has none', () => {
    const french = {
      id: 21,
      title: 'Nouveau contrat',
      status: 2 as const,
      publishDate: '2026-11-20T08:00:00Z',
      language: { id: 9, code: 'fr-BE', name: 'Français (Belgique)' },
    };
    const { unmount } = renderDetail(buildItem({ translations: [french] }));
    const nav = screen.getByRole('navigation', { name: 'Other languages' });
    expect(nav).toHaveTextContent('Also in: Français (Belgique)');
    const link = within(nav).getByRole('link', { name: 'Français (Belgique)' });
    expect(link).toHaveAttribute('href', '/news/21-nouveau-contrat');
    expect(link).toHaveAttribute('lang', 'fr-BE');
    unmount();
    renderDetail(buildItem());
    expect(screen.queryByRole('navigation', { name: 'Other languages' })).not.toBeInTheDocument();
  });

  it('offers staff the editor, and members not', () => {
    const { unmount } = renderDetail(buildItem(), { staff: true });
    expect(screen.getByRole('link', { name: 'Edit this item' })).toHaveAttribute('href', '/news/admin/12');
    unmount();
    renderDetail(buildItem());
    expect(screen.queryByRole('link', { name: 'Edit this item' })).not.toBeInTheDocument();
  });
});
