import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import mockRouter from 'next-router-mock';
import { MemoryRouterProvider } from 'next-router-mock/MemoryRouterProvider';
import { renderToString } from 'react-dom/server';
import { AppProviders } from '@/components/app-providers/app-providers';
import { sanitizeHtml } from '@/lib/html/sanitize';
import { buildSession } from '@/testing/fixtures';
import { createTestI18n } from '@/testing/i18n';
import { BROWSER_API, server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { buildItem, CATEGORIES, page } from '../../../__tests__/content-fixtures';
import { categoriesKey } from '../../../api/content-categories';
import { contentItemKey, readableItem } from '../../../api/content-item';
import { contentListKey } from '../../../api/content-list';
import { ContentListScreen } from '../../../components/content-list-screen';
import { CONTENT_TYPES, type ContentType } from '../../../content-types';
import type { ListFilters } from '../../../list-query';

const campaigns: ContentType = CONTENT_TYPES.campaigns;
const NOW = Date.parse('2026-11-23T10:00:00Z');
const noFilters: ListFilters = { page: 1, title: '', category: null };
const listKey = contentListKey(campaigns, { page: 1, scope: 'running', country: [15], published: true });
const ORIGIN = 'https://portal.vetnet.example';

const spring = buildItem({
  id: 5,
  title: 'Spring vaccine offer',
  summary: '10% off vaccines.',
  startsAt: '2026-11-01T00:00:00Z',
  endsAt: '2026-11-26T12:00:00Z',
  author: undefined,
  ...{ terms: 'Only for members.\nOne order per clinic.', offerUrl: 'https://vetline.example/offer' },
  ...{ partner: { id: 3, title: 'Vetline AB', logo: null } },
});

const campaignAnswer = { ...spring, partner: { id: 3, title: 'Vetline AB', logo: null } };

beforeEach(() => {
  // The badge and the ended notice read the clock; the campaign ends three days from here.
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
  server.use(http.get(`${BROWSER_API}/campaigns/5/`, () => HttpResponse.json(campaignAnswer)));
});
afterEach(() => jest.restoreAllMocks());

function renderCampaigns(route: string, fallback: Record<string, unknown> = {}) {
  const result = renderWithProviders(
    <ContentListScreen typeKey="campaigns" listKey={listKey} filters={noFilters} scope={null} origin={ORIGIN} />,
    {
      session: buildSession(),
      route,
      fallback: { [listKey]: page([spring]), [categoriesKey(campaigns)]: CATEGORIES, ...fallback },
    },
  );
  // next-router-mock keeps no history: Back is the browser's leaving the dialog's address.
  const back = jest
    .spyOn(mockRouter, 'back')
    .mockImplementation(() => act(() => mockRouter.setCurrentUrl('/campaigns')));
  return { ...result, back };
}

describe('a campaign opened over the list', () => {
  it('opens from its card at its own address, named by its title, and Close goes back', async () => {
    const { back } = renderCampaigns('/campaigns');
    const user = userEvent.setup({ delay: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeInTheDocument();
    expect(await screen.findByText('Ends in 3 days')).toBeInTheDocument();
    const card = screen.getByRole('link', { name: 'Spring vaccine offer' });
    expect(card).toHaveAttribute('href', '/campaigns?id=5-spring-vaccine-offer');

    await user.click(card);
    expect(mockRouter.asPath).toBe('/campaigns?id=5-spring-vaccine-offer');
    const dialog = await screen.findByRole('dialog', { name: 'Spring vaccine offer' });
    expect(dialog).toHaveTextContent('10% off vaccines.');
    expect(await screen.findByRole('link', { name: 'Vetline AB' })).toHaveAttribute('href', '/partners/3-vetline-ab');
    expect(screen.getByRole('link', { name: 'Go to the offer' })).toHaveAttribute(
      'href',
      'https://vetline.example/offer',
    );

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(back).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mockRouter.asPath).toBe('/campaigns');
  });

  it('closes when Back leaves its address, and with Escape', async () => {
    renderCampaigns('/campaigns');
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('link', { name: 'Spring vaccine offer' }));
    await screen.findByRole('dialog', { name: 'Spring vaccine offer' });
    act(() => mockRouter.setCurrentUrl('/campaigns'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('link', { name: 'Spring vaccine offer' }));
    await screen.findByRole('dialog', { name: 'Spring vaccine offer' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus returns to the card it was opened from.
    expect(screen.getByRole('link', { name: 'Spring vaccine offer' })).toHaveFocus();
  });

  it('opened from a shared address, Close replaces the address so Back does not reopen it', async () => {
    const { back } = renderCampaigns('/campaigns?id=5-spring-vaccine-offer', {
      [contentItemKey(campaigns, 5)]: readableItem(spring, sanitizeHtml),
    });
    const user = userEvent.setup({ delay: null });
    expect(screen.getByRole('dialog', { name: 'Spring vaccine offer' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(back).not.toHaveBeenCalled();
    expect(mockRouter.asPath).toBe('/campaigns');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('is in the server’s HTML with its content and a Close link, readable without script', () => {
    mockRouter.setCurrentUrl('/campaigns?id=5-spring-vaccine-offer');
    const html = renderToString(
      <MemoryRouterProvider>
        <AppProviders
          i18n={createTestI18n('en')}
          session={buildSession()}
          fallback={{
            [listKey]: page([spring]),
            [categoriesKey(campaigns)]: CATEGORIES,
            [contentItemKey(campaigns, 5)]: readableItem(spring, sanitizeHtml),
          }}
          swr={{ provider: () => new Map() }}
          errorView={() => null}
        >
          <ContentListScreen typeKey="campaigns" listKey={listKey} filters={noFilters} scope={null} origin={ORIGIN} />
        </AppProviders>
      </MemoryRouterProvider>,
    );
    const document = new DOMParser().parseFromString(html, 'text/html');
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.getAttribute('aria-labelledby')).toBe(document.querySelector('h2.h1')?.id);
    expect(dialog?.querySelector('h2')?.textContent).toBe('Spring vaccine offer');
    expect(dialog?.textContent).toContain('One order per clinic.');
    const close = Array.from(dialog?.querySelectorAll('a') ?? []).find((link) => link.textContent === 'Close');
    expect(close?.getAttribute('href')).toBe('/campaigns');
  });

  it('tells an item it cannot find', async () => {
    server.use(
      http.get(`${BROWSER_API}/campaigns/9/`, () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })),
    );
    renderCampaigns('/campaigns?id=9-gone');
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be found');
  });
});

describe('a link to a campaign that has ended, or to none', () => {
  it('shows the list with a notice and no dialog, and a card opened next opens as usual', async () => {
    renderWithProviders(
      <ContentListScreen
        typeKey="campaigns"
        listKey={listKey}
        filters={noFilters}
        scope={null}
        origin={ORIGIN}
        notice="ended"
        noticeFor="9-autumn-offer"
      />,
      {
        session: buildSession(),
        route: '/campaigns?id=9-autumn-offer',
        fallback: { [listKey]: page([spring]), [categoriesKey(campaigns)]: CATEGORIES },
      },
    );
    const user = userEvent.setup({ delay: null });
    expect(screen.getByText('That campaign has ended. Here are the running ones.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // A card opens shallowly: the server is not asked again, and its props still carry the notice.
    await user.click(screen.getByRole('link', { name: 'Spring vaccine offer' }));
    expect(await screen.findByRole('dialog', { name: 'Spring vaccine offer' })).toBeInTheDocument();
    expect(screen.queryByText(/That campaign has ended/)).not.toBeInTheDocument();
  });
});
