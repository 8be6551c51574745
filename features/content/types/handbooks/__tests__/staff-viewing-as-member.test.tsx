import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { TAGS_KEY } from '@/features/content/api/tags';
import { HANDBOOK_API } from '@/lib/contract/handbooks';
import { sanitizeHtml } from '@/lib/html/sanitize';
import { viewPreferencesKey } from '@/lib/session/view-preferences';
import { buildSession } from '@/testing/fixtures';
import { BROWSER_API, server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { buildItem } from '../../../__tests__/content-fixtures';
import { getReadableHandbook, handbookKey } from '../api/handbook';
import { HandbookListScreen } from '../components/handbook-list-screen';
import { HandbookScreen } from '../components/handbook-screen';
import { handbookListKey } from '../handbook-query';
import { buildHandbookAnswer } from './handbook-fixtures';

// Staff who switched "view as staff" off see the handbooks as a member does (spec §4): what the
// policy answers (`can('staffTools')`), not their account's staff flag.
const AS_MEMBER = '{"viewAsStaff":false}';
const STAFF_AS_MEMBER = { ...buildSession({ isStaff: true }), storedViewPreferences: AS_MEMBER };

// The browser keeps the choice in local storage (the cookie mirrors it for the server's render).
beforeEach(() => window.localStorage.setItem(viewPreferencesKey(STAFF_AS_MEMBER.user.id), AS_MEMBER));
afterEach(() => window.localStorage.clear());

describe('staff viewing the handbooks as a member', () => {
  it('get no link to manage them from the list', async () => {
    const query = { search: '', tag: null };
    const items = [buildItem({ id: 7, title: 'Member handbook' })];
    server.use(
      http.get(`${BROWSER_API}${HANDBOOK_API.list}`, () => HttpResponse.json({ data: items, count: items.length })),
    );
    renderWithProviders(<HandbookListScreen query={query} listKey={handbookListKey(query)} />, {
      session: STAFF_AS_MEMBER,
      route: '/handbooks',
      fallback: { [TAGS_KEY]: [] },
    });
    expect(await screen.findByRole('link', { name: 'Member handbook' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Manage handbooks' })).not.toBeInTheDocument();
  });

  it('get no link to edit one from its page', async () => {
    const answer = buildHandbookAnswer();
    server.use(
      http.get(`${BROWSER_API}${HANDBOOK_API.item(7)}`, () => HttpResponse.json(answer)),
      http.post(`${BROWSER_API}${HANDBOOK_API.read(7)}`, () => new HttpResponse(null, { status: 204 })),
    );
    const api = { get: async () => answer } as unknown as Parameters<typeof getReadableHandbook>[0];
    renderWithProviders(<HandbookScreen id={7} search="" searchKey={null} />, {
      session: STAFF_AS_MEMBER,
      fallback: { [handbookKey(7)]: await getReadableHandbook(api, 7, sanitizeHtml) },
    });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit the handbook' })).not.toBeInTheDocument();
  });
});
