import { screen } from '@testing-library/react';
import { sanitizeHtml } from '@/lib/html/sanitize';
import { readCurrentUser, readFeatureFlags } from '@/lib/session/read-session';
import type { Session } from '@/lib/session/types';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { SPEC_ONLY_FLAGS, SPEC_ONLY_USER, specOnlyItem, specOnlyPage } from '@/testing/spec-only-answers';
import { contentItemKey, readableItem } from '../api/content-item';
import { readContentItem, readContentPage } from '../api/read-content';
import { ContentDetailScreen } from '../components/content-detail-screen';
import { ContentHighlights } from '../components/content-highlights';
import { ContentListScreen } from '../components/content-list-screen';
import { CONTENT_TYPES } from '../content-types';
import { highlightKey, highlightsFor } from '../highlights';

// Home, a news list and a news page rendered from admin API answers holding only the fields the
// spec names, read the way the loaders read them, with the server's data as SWR fallback: they
// render without crashing and without asking the API again (issue 8).

const session: Session = {
  user: readCurrentUser(SPEC_ONLY_USER),
  featureFlags: readFeatureFlags(SPEC_ONLY_FLAGS),
  handbooksCount: 0,
};
const countryId = session.user.member.country.id;

function recordRequests(): string[] {
  const requests: string[] = [];
  server.events.on('request:start', ({ request }) => requests.push(request.url));
  return requests;
}

afterEach(() => server.events.removeAllListeners());

describe('screens from spec-only answers', () => {
  it('the home page’s news and events show the server’s news and events and fetches nothing', async () => {
    const requests = recordRequests();
    const [news, events] = highlightsFor(session.featureFlags, [14, 1]);
    if (!news || !events) throw new Error('both features are on');
    const fallback = {
      [highlightKey(news, countryId)]: readContentPage(
        specOnlyPage([specOnlyItem(1, 'Vaccine prices fall')]),
        news.type.extraFields,
      ),
      [highlightKey(events, countryId)]: readContentPage(
        specOnlyPage([
          specOnlyItem(7, 'Ultrasound course', { startsAt: '2026-12-03T08:00:00Z', endsAt: '2026-12-03T15:00:00Z' }),
        ]),
        events.type.extraFields,
      ),
    };
    renderWithProviders(<ContentHighlights />, { session, fallback });
    expect(screen.getByRole('link', { name: 'Vaccine prices fall' })).toHaveAttribute(
      'href',
      '/news/1-vaccine-prices-fall',
    );
    expect(screen.getByRole('link', { name: 'Ultrasound course' })).toBeInTheDocument();
    // London's clock, known from the country's name (08:00 UTC; Stockholm's would say 09:00).
    // The event's facts are its type's view, loaded on first use.
    expect(await screen.findByText(/08:00/)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toEqual([]);
  });

  it('a news list shows its items', () => {
    const listKey = '/news/?page=1&country=15&published=true';
    renderWithProviders(
      <ContentListScreen
        typeKey="news"
        listKey={listKey}
        filters={{ page: 1, title: '', category: null }}
        scope={null}
      />,
      {
        session,
        fallback: {
          [listKey]: readContentPage(
            specOnlyPage([specOnlyItem(1, 'Vaccine prices fall')]),
            CONTENT_TYPES.news.extraFields,
          ),
          [`${CONTENT_TYPES.news.apiBase}categories/`]: [],
        },
      },
    );
    expect(screen.getByRole('link', { name: /Vaccine prices fall/ })).toBeInTheDocument();
  });

  it('a news page shows its article', () => {
    const item = readContentItem(
      specOnlyItem(1, 'Vaccine prices fall', { body: '<p>Cheaper <strong>now</strong>.</p>' }),
      CONTENT_TYPES.news.extraFields,
    );
    renderWithProviders(<ContentDetailScreen typeKey="news" id={1} origin="https://portal.test" />, {
      session,
      fallback: { [contentItemKey(CONTENT_TYPES.news, 1)]: readableItem(item, sanitizeHtml) },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Vaccine prices fall' })).toBeInTheDocument();
    expect(screen.getByText('now')).toBeInTheDocument();
  });
});
