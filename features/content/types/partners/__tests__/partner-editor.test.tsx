import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { DEFAULT_ADMIN_ORDERING } from '@/features/content/admin-query';
import type { ContentItem } from '@/lib/contract/content-item';
import { PARTNERS_API, type SalesRep } from '@/lib/contract/partners';
import { sanitizeHtml } from '@/lib/html/sanitize';
import { LOCALE_OPTIONS_KEY } from '@/lib/session/get-locale-options';
import { buildSession } from '@/testing/fixtures';
import { DISCOVERY, SALES_REPS } from '@/testing/handlers/partners';
import { BROWSER_API, server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { CATEGORIES, LOCALE_OPTIONS, page, TAGS } from '../../../__tests__/content-fixtures';
import { categoriesKey } from '../../../api/content-categories';
import { contentItemKey, readableItem } from '../../../api/content-item';
import { TAGS_KEY } from '../../../api/tags';
import { ContentAdminListScreen } from '../../../components/content-admin-list-screen';
import { ContentEditorPage } from '../../../components/editor/content-editor-screen';
import { CONTENT_TYPES } from '../../../content-types';
import { salesRepsKey } from '../api/partner-staff-api';
import { buildPartner } from './partner-fixtures';

const type = CONTENT_TYPES.partners;

function renderEditor(item: ContentItem | null) {
  return renderWithProviders(
    <ContentEditorPage typeKey="partners" id={item?.id ?? null} now="2026-11-22T14:05:00Z" />,
    {
      session: buildSession({ isStaff: true }),
      route: type.pages.adminItem(item?.id ?? 'new'),
      fallback: {
        ...(item ? { [contentItemKey(type, item.id)]: readableItem(item, sanitizeHtml) } : {}),
        [categoriesKey(type)]: CATEGORIES,
        [TAGS_KEY]: TAGS,
        [LOCALE_OPTIONS_KEY]: LOCALE_OPTIONS,
        [salesRepsKey(40)]: SALES_REPS,
        [PARTNERS_API.discovery]: DISCOVERY,
      },
    },
  );
}

/** The reps the API holds, changed by the staff's calls, and the calls made. */
function repsApi() {
  let reps: SalesRep[] = [...SALES_REPS];
  const calls: { method: string; path: string; body: unknown }[] = [];
  server.use(
    http.get(`${BROWSER_API}${PARTNERS_API.salesReps}`, () => HttpResponse.json(reps)),
    http.post(`${BROWSER_API}${PARTNERS_API.salesReps}`, async ({ request }) => {
      const body = (await request.json()) as Omit<SalesRep, 'id' | 'position'>;
      calls.push({ method: 'POST', path: PARTNERS_API.salesReps, body });
      if (!body.email.includes('@'))
        return HttpResponse.json({ email: ['Enter a valid e-mail address.'] }, { status: 400 });
      reps = [...reps, { ...body, id: 33, position: 2 }];
      return HttpResponse.json(reps.at(-1), { status: 201 });
    }),
    http.patch(`${BROWSER_API}/partner-sale-rep/:id/`, async ({ request, params }) => {
      const body = (await request.json()) as Partial<SalesRep>;
      calls.push({ method: 'PATCH', path: PARTNERS_API.salesRep(Number(params.id)), body });
      reps = reps.map((rep) => (rep.id === Number(params.id) ? { ...rep, ...body } : rep));
      return HttpResponse.json(reps.find((rep) => rep.id === Number(params.id)));
    }),
    http.delete(`${BROWSER_API}/partner-sale-rep/:id/`, ({ params }) => {
      calls.push({ method: 'DELETE', path: PARTNERS_API.salesRep(Number(params.id)), body: null });
      reps = reps.filter((rep) => rep.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

describe('the partner editor’s own parts', () => {
  it('come after a new partner’s first save', async () => {
    renderEditor(null);
    expect(await screen.findByText(/can be added after the partner is saved for the first time/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sales representatives' })).not.toBeInTheDocument();
  });

  it('add a sales rep, keeping what was typed when the server refuses it', async () => {
    const calls = repsApi();
    const user = userEvent.setup({ delay: null });
    renderEditor(buildPartner());
    const reps = await screen.findByRole('region', { name: 'Sales representatives' });
    await user.click(within(reps).getByRole('button', { name: 'Add sales representative' }));
    await user.type(within(reps).getByRole('textbox', { name: /^Name/ }), 'Nora Ny');
    await user.type(within(reps).getByRole('textbox', { name: 'Region' }), 'Göteborg');
    await user.type(within(reps).getByRole('textbox', { name: 'Phone' }), '031 12 34 56');
    const email = within(reps).getByRole('textbox', { name: 'E-mail' });
    await user.type(email, 'nora.example');
    await user.click(within(reps).getByRole('button', { name: 'Save representative' }));
    expect(await within(reps).findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(within(reps).getByRole('textbox', { name: /^Name/ })).toHaveValue('Nora Ny');

    await user.clear(email);
    await user.type(email, 'nora@vetpharma.example');
    await user.click(within(reps).getByRole('button', { name: 'Save representative' }));
    expect(await within(reps).findByText('Nora Ny')).toBeInTheDocument();
    expect(within(reps).queryByRole('textbox', { name: /^Name/ })).not.toBeInTheDocument();
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: '/partner-sale-rep/',
      body: {
        name: 'Nora Ny',
        region: 'Göteborg',
        phone: '031 12 34 56',
        email: 'nora@vetpharma.example',
        partner: 40,
      },
    });
  });

  it('edit a rep in place and remove one after asking', async () => {
    const calls = repsApi();
    const user = userEvent.setup({ delay: null });
    renderEditor(buildPartner());
    const reps = await screen.findByRole('region', { name: 'Sales representatives' });
    const sara = within(reps).getByRole('group', { name: /Sara Säljare/ });
    await user.click(within(sara).getByRole('button', { name: 'Edit' }));
    const phone = within(reps).getByRole('textbox', { name: 'Phone' });
    expect(phone).toHaveValue('+46 70 123 45 67');
    await user.clear(phone);
    await user.type(phone, '+46 70 999 99 99');
    await user.click(within(reps).getByRole('button', { name: 'Save representative' }));
    expect(await within(reps).findByText(/\+46 70 999 99 99/)).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({
      method: 'PATCH',
      path: '/partner-sale-rep/31/',
      body: { phone: '+46 70 999 99 99' },
    });

    const per = within(reps).getByRole('group', { name: /Per Persson/ });
    await user.click(within(per).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you wish to delete this item?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(reps).queryByText('Per Persson')).not.toBeInTheDocument());
    expect(calls.at(-1)).toEqual({ method: 'DELETE', path: '/partner-sale-rep/32/', body: null });
  });

  it('upload a contract as the partner’s, and show it as the current one', async () => {
    let sent: FormData | undefined;
    server.use(
      http.post(`${BROWSER_API}${PARTNERS_API.contractUpload}`, async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json(
          {
            id: 78,
            name: 'Agreement 2027.pdf',
            url: '/api/v1/partner-contract-file/40/',
            size: 10,
            contentType: 'application/pdf',
          },
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderEditor(buildPartner({ contract: null }));
    const contract = await screen.findByRole('region', { name: 'Contract' });
    expect(within(contract).getByText('No contract document yet.')).toBeInTheDocument();
    await user.upload(
      within(contract).getByLabelText('Contract document'),
      new File(['%PDF-1.4'], 'Agreement 2027.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(contract).getByRole('button', { name: 'Upload contract' }));
    expect(await within(contract).findByRole('link', { name: 'Agreement 2027.pdf' })).toHaveAttribute(
      'href',
      '/api/v1/partner-contract-file/40/',
    );
    expect(sent?.get('partner')).toBe('40');
    expect(sent?.has('file')).toBe(true);
  });

  it('save the discovery categories together', async () => {
    let body: unknown;
    server.use(
      http.put(`${BROWSER_API}${PARTNERS_API.partnerDiscovery(40)}`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ categories: [5, 6] });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderEditor(buildPartner());
    const discovery = await screen.findByRole('region', { name: 'Discovery' });
    expect(within(discovery).getByRole('checkbox', { name: 'Dental (API name)' })).toBeChecked();
    await user.click(within(discovery).getByRole('checkbox', { name: 'In-clinic laboratory' }));
    await user.click(within(discovery).getByRole('button', { name: 'Save discovery categories' }));
    await waitFor(() => expect(body).toEqual({ categories: [5, 6] }));
  });
});

describe('the partners’ staff list', () => {
  it('offers every contract in one archive', async () => {
    const listKey = '/partners/?page=1';
    renderWithProviders(
      <ContentAdminListScreen
        typeKey="partners"
        listKey={listKey}
        filters={{ page: 1, title: '', status: null, country: null, ordering: DEFAULT_ADMIN_ORDERING }}
      />,
      { session: buildSession({ isStaff: true }), fallback: { [listKey]: page([buildPartner()]) } },
    );
    expect(await screen.findByRole('link', { name: 'Download all contracts' })).toHaveAttribute(
      'href',
      '/api/v1/all-partner-contracts-file/',
    );
  });
});
