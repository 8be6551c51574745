import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { FEATURE } from '@/lib/rules/features';
import { buildSession } from '@/testing/fixtures';
import { BROWSER_API, server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { ContentHighlights } from '../components/content-highlights';
import { buildItem, page } from './content-fixtures';

function endpoints() {
  const queries: Record<string, string> = {};
  server.use(
    http.get(`${BROWSER_API}/news/`, ({ request }) => {
      queries.news = new URL(request.url).search;
      return HttpResponse.json(page([buildItem({ id: 1, title: 'Vaccine prices fall' })], 30));
    }),
    http.get(`${BROWSER_API}/events/`, ({ request }) => {
      queries.events = new URL(request.url).search;
      return HttpResponse.json(
        page([
          buildItem({
            id: 7,
            title: 'Ultrasound course',
            startsAt: '2026-12-03T08:00:00Z',
            endsAt: '2026-12-03T15:00:00Z',
            place: 'Uppsala',
          }),
        ]),
      );
    }),
  );
  return queries;
}

describe('the home page’s latest news and next events', () => {
  it('shows the three newest news and the next events of the member’s country', async () => {
    const queries = endpoints();
    renderWithProviders(<ContentHighlights />, { session: buildSession() });
    expect(await screen.findByRole('link', { name: 'Vaccine prices fall' })).toHaveAttribute(
      'href',
      '/news/1-vaccine-prices-fall',
    );
    expect(await screen.findByRole('link', { name: 'Ultrasound course' })).toHaveAttribute(
      'href',
      '/events/7-ultrasound-course',
    );
    expect(screen.getByText(/Uppsala/)).toBeInTheDocument();
    expect(queries.news).toBe('?page=1&page_size=3&country=15&published=true');
    expect(queries.events).toBe('?page=1&page_size=3&scope=upcoming&country=15&published=true');
  });

  it('leaves out a feature the user does not have', async () => {
    endpoints();
    renderWithProviders(<ContentHighlights />, {
      session: buildSession({}, { [FEATURE.events]: { available: false } }),
    });
    expect(await screen.findByRole('link', { name: 'Vaccine prices fall' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Next events' })).not.toBeInTheDocument();
  });
});
