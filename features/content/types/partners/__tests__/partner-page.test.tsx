import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ContentItem } from '@/lib/contract/content-item';
import { PARTNERS_API } from '@/lib/contract/partners';
import { sanitizeHtml } from '@/lib/html/sanitize';
import { FEATURE } from '@/lib/rules/features';
import { USER_ROLE } from '@/lib/rules/levels';
import type { Session } from '@/lib/session/types';
import { buildSession } from '@/testing/fixtures';
import { CONTACT_SUBJECTS, PARTNER_SPEND, partnerPageHandlers } from '@/testing/handlers/partners';
import { BROWSER_API, server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { page as pageOfItems } from '../../../__tests__/content-fixtures';
import { contentItemKey, readableItem } from '../../../api/content-item';
import { ContentDetailScreen } from '../../../components/content-detail-screen';
import { CONTENT_TYPES } from '../../../content-types';
import { partnerCampaignsKey } from '../api/partner-api';
import { buildCampaign, buildPartner } from './partner-fixtures';

const ORIGIN = 'https://portal.vetnet.example';
const contributor = { role: USER_ROLE.contributor, levels: [{ id: USER_ROLE.contributor, name: 'contributor' }] };

/** The page as the server sends it: the partner and its page's data in the fallback, so nothing is fetched. */
function renderPartner(
  partner: ContentItem = buildPartner(),
  { session = buildSession(), fallback = true }: { session?: Session; fallback?: boolean } = {},
) {
  return renderWithProviders(<ContentDetailScreen typeKey="partners" id={partner.id} origin={ORIGIN} />, {
    session,
    fallback: {
      [contentItemKey(CONTENT_TYPES.partners, partner.id)]: readableItem(partner, sanitizeHtml),
      ...(fallback
        ? {
            [partnerCampaignsKey(partner.id)]: pageOfItems([buildCampaign(50, 'Autumn vaccines')]),
            [PARTNERS_API.spend(partner.id)]: PARTNER_SPEND,
            [PARTNERS_API.contactSubjects]: CONTACT_SUBJECTS,
          }
        : {}),
    },
  });
}

describe('a partner’s page', () => {
  it('puts the partner’s own presentation before its contact form', async () => {
    renderPartner();
    const contact = await screen.findByRole('heading', { level: 2, name: /^Contact / });
    const presentation = screen.getByText('Our presentation.');
    expect(presentation.compareDocumentPosition(contact) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the agreement, the contract to an owner, the reps, campaigns and purchases from the server’s data alone', async () => {
    renderPartner();
    // Any request would fail the test (unhandled): all of it came with the page.
    const agreement = await screen.findByRole('region', { name: 'Agreement' });
    expect(within(agreement).getByText('Main contract')).toBeInTheDocument();
    expect(within(agreement).getByText('Anna Avtal')).toBeInTheDocument();
    expect(within(agreement).getByText('Valid').nextElementSibling).toHaveTextContent(
      '1 January 2026 – 31 December 2026',
    );
    expect(within(agreement).getByRole('link', { name: '+46 8 555 000' })).toHaveAttribute('href', 'tel:+468555000');
    expect(within(agreement).getByRole('link', { name: 'Download the contract' })).toHaveAttribute(
      'href',
      '/api/v1/partner-contract-file/40/',
    );

    const reps = screen.getByRole('region', { name: 'Sales representatives' });
    expect(within(reps).getAllByRole('listitem')).toHaveLength(2);
    expect(within(reps).getByText('Stockholm')).toBeInTheDocument();
    expect(within(reps).getByRole('link', { name: '+46 70 123 45 67' })).toHaveAttribute('href', 'tel:+46701234567');
    expect(within(reps).getByRole('link', { name: 'per@vetpharma.example' })).toHaveAttribute(
      'href',
      'mailto:per@vetpharma.example',
    );

    const campaigns = screen.getByRole('region', { name: 'Current campaigns' });
    expect(within(campaigns).getByRole('link', { name: 'Autumn vaccines' })).toHaveAttribute(
      'href',
      '/campaigns?id=50-autumn-vaccines',
    );

    const spend = screen.getByRole('region', { name: 'Your purchases' });
    expect(within(spend).getByText('Spend in 2026').nextElementSibling).toHaveTextContent(/123[\s\u00a0,]?456/);
    expect(within(spend).getByRole('link', { name: 'See your spend and savings' })).toHaveAttribute(
      'href',
      '/reports/dashboard',
    );
    // The subject labels: by code where translated, else the API's name.
    expect(screen.getByRole('option', { name: 'Prices and terms' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'A meeting' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Contact VetPharma' })).toBeInTheDocument();
  });

  it('keeps the contract from members who are neither owners nor managers', async () => {
    renderPartner(buildPartner(), { session: buildSession(contributor) });
    await screen.findByRole('region', { name: 'Agreement' });
    expect(screen.queryByRole('link', { name: 'Download the contract' })).not.toBeInTheDocument();
  });

  it('shows staff the contract, and nobody a link to a contract the partner has not got', async () => {
    const { unmount } = renderPartner(buildPartner(), { session: buildSession({ ...contributor, isStaff: true }) });
    expect(await screen.findByRole('link', { name: 'Download the contract' })).toBeInTheDocument();
    unmount();
    renderPartner(buildPartner({ contract: null }));
    await screen.findByRole('region', { name: 'Agreement' });
    expect(screen.queryByRole('link', { name: 'Download the contract' })).not.toBeInTheDocument();
  });

  it('hides the purchases without the Spend and Savings feature, and without purchase data', async () => {
    const { unmount } = renderPartner(buildPartner(), {
      session: buildSession({}, { [FEATURE.spendAndSavings]: { available: false } }),
    });
    await screen.findByRole('region', { name: 'Agreement' });
    expect(screen.queryByRole('heading', { name: 'Your purchases' })).not.toBeInTheDocument();
    unmount();
    server.use(...partnerPageHandlers({ spend: { ...PARTNER_SPEND, dataAsOf: null }, campaigns: [] }));
    renderPartner(buildPartner(), { fallback: false });
    expect(await screen.findByText('This partner has no campaigns running right now.')).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'A meeting' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your purchases' })).not.toBeInTheDocument();
  });

  it('sends a contact request and confirms it', async () => {
    let sent: unknown;
    server.use(
      http.post(`${BROWSER_API}${PARTNERS_API.requestContact(40)}`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ id: 1, createdAt: '2026-11-23T10:00:00Z' }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderPartner();
    await user.selectOptions(await screen.findByRole('combobox', { name: /Subject/ }), '1');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), '  Please call us about prices.  ');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your request has been sent');
    expect(sent).toEqual({ subject: 1, message: 'Please call us about prices.' });
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('');
  });

  it('keeps the message and shows the server’s reason beside the field when refused', async () => {
    server.use(
      http.post(`${BROWSER_API}${PARTNERS_API.requestContact(40)}`, () =>
        HttpResponse.json({ message: ['This message is not allowed.'] }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    renderPartner();
    await user.selectOptions(await screen.findByRole('combobox', { name: /Subject/ }), '2');
    const message = screen.getByRole('textbox', { name: /Message/ });
    await user.type(message, 'Hello there, partner.');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('This message is not allowed.')).toBeInTheDocument();
    expect(message).toHaveValue('Hello there, partner.');
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says to try later when too many requests were sent, keeping the message', async () => {
    server.use(
      http.post(`${BROWSER_API}${PARTNERS_API.requestContact(40)}`, () =>
        HttpResponse.json({ detail: 'Request was throttled.' }, { status: 429 }),
      ),
    );
    const user = userEvent.setup();
    renderPartner();
    await user.selectOptions(await screen.findByRole('combobox', { name: /Subject/ }), '1');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Hello there, partner.');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Try again later/);
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('Hello there, partner.');
  });

  it('checks the message’s length before sending', async () => {
    const user = userEvent.setup();
    renderPartner();
    await user.selectOptions(await screen.findByRole('combobox', { name: /Subject/ }), '1');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Too short');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    // No request went out (it would be unhandled): the field says why.
    expect(await screen.findByText('Write between 10 and 2000 characters.')).toBeInTheDocument();
  });

  it('says so instead of a form when the partner takes no contact requests', async () => {
    renderPartner(buildPartner({ acceptsContactRequests: false }), { fallback: false });
    server.use(...partnerPageHandlers({ campaigns: [buildCampaign(50, 'Autumn vaccines')] }));
    expect(await screen.findByText(/does not take contact requests/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send request' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Autumn vaccines' })).toBeInTheDocument());
  });
});
