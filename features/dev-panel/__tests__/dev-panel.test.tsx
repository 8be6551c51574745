import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import mockRouter from 'next-router-mock';
import { USER_ROLE } from '@/lib/rules/levels';
import type { CurrentUser } from '@/lib/session/types';
import { buildSession, buildUser } from '@/testing/fixtures';
import { BROWSER_API, server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { DevPanel } from '../components/dev-panel';
import type { ClinicUser, MemberTreeNode } from '../types';

const SWEDEN = { id: 15, name: 'Sweden', code: 'se', useLanguageSelector: true, languages: [] };
const NORWAY = { id: 12, name: 'Norway', code: 'no', useLanguageSelector: false, languages: [] };

const tree: MemberTreeNode[] = [
  {
    id: 2,
    name: 'Djurkliniken Solna',
    country: SWEDEN,
    children: [{ id: 7, name: 'Solna Akut', country: SWEDEN, children: [] }],
  },
];

function clinicUser(id: number, firstName: string, role: number): ClinicUser {
  return {
    id,
    firstName,
    lastName: 'Test',
    email: `${firstName.toLowerCase()}@clinic.example`,
    role,
    isShared: false,
    isActive: true,
  };
}

/** The panel's read endpoints; every write is recorded with its method, path and body. */
function panelApi(writeStatus = 200, refusal = 'Not allowed for this member.') {
  const writes: { method: string; path: string; body: unknown }[] = [];
  const record = async ({ request }: { request: Request }) => {
    writes.push({ method: request.method, path: new URL(request.url).pathname, body: await request.json() });
    return writeStatus === 200
      ? HttpResponse.json(buildUser())
      : HttpResponse.json({ detail: refusal }, { status: writeStatus });
  };
  server.use(
    http.get(`${BROWSER_API}/me/member-tree/`, () => HttpResponse.json(tree)),
    http.get(`${BROWSER_API}/dev/locale-options/`, () =>
      HttpResponse.json({
        countries: [SWEDEN, NORWAY],
        languages: [
          { id: 14, code: 'sv', name: 'Svenska' },
          { id: 4, code: 'en', name: 'English' },
        ],
      }),
    ),
    http.get(`${BROWSER_API}/users/`, () =>
      // The API's filter is applied again: a contributor sent by mistake is not listed.
      HttpResponse.json({
        count: 3,
        next: null,
        previous: null,
        results: [
          clinicUser(31, 'Maja', USER_ROLE.manager),
          clinicUser(32, 'Carl', USER_ROLE.contributor),
          clinicUser(33, 'Anna', USER_ROLE.owner),
        ],
      }),
    ),
    http.patch(`${BROWSER_API}/dev/locale/`, record),
    http.patch(`${BROWSER_API}/dev/country-switcher/`, record),
    http.patch(`${BROWSER_API}/me/member/`, record),
  );
  return writes;
}

const staff = (overrides: Partial<CurrentUser> = {}) =>
  buildSession({
    isStaff: true,
    language: { id: 4, code: 'en', name: 'English' },
    member: { ...buildUser().member, isVetnet: true },
    ...overrides,
  });

async function openPanel(session = staff()) {
  const user = userEvent.setup();
  renderWithProviders(<DevPanel maintenanceSwitch={<p>The maintenance switch</p>} />, { session, route: '/news' });
  await user.click(screen.getByRole('button', { name: 'Developer panel' }));
  const panel = await screen.findByRole('dialog', { name: 'Developer panel' });
  return { user, panel };
}

describe('the developer panel', () => {
  beforeEach(() => mockRouter.setCurrentUrl('/news'));
  afterEach(() => jest.restoreAllMocks());

  it('gives staff the member, level, country and language pickers, the clinic managers and the features list', async () => {
    panelApi();
    const { panel } = await openPanel();

    const member = await within(panel).findByRole('combobox', { name: 'Member' });
    expect(
      within(member)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Djurkliniken Solna', '— Solna Akut']);
    expect(within(panel).getByRole('combobox', { name: 'User level' })).toHaveValue(String(USER_ROLE.owner));
    expect(await within(panel).findByRole('combobox', { name: 'Country' })).toBeEnabled();
    expect(within(panel).getByRole('combobox', { name: 'Language' })).toHaveValue('4');
    const managers = await within(panel).findByRole('combobox', { name: 'Person' });
    expect(
      within(managers)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No one picked', 'Anna Test', 'Maja Test']);
    expect(within(within(panel).getByRole('table')).getByRole('rowheader', { name: 'News' })).toBeInTheDocument();
  });

  it('shows how to reach the manager picked', async () => {
    panelApi();
    const { user, panel } = await openPanel();

    await user.selectOptions(await within(panel).findByRole('combobox', { name: 'Person' }), '31');

    const contact = within(panel).getByRole('link', { name: 'maja@clinic.example' });
    expect(contact).toHaveAttribute('href', 'mailto:maja@clinic.example');
    expect(contact.closest('p')).toHaveTextContent('Manager · maja@clinic.example');
  });

  it('sends each picked value to its endpoint, then renders the page again', async () => {
    const writes = panelApi();
    const replace = jest.spyOn(mockRouter, 'replace');
    const { user, panel } = await openPanel();

    await user.selectOptions(await within(panel).findByRole('combobox', { name: 'Member' }), '7');
    await waitFor(() => expect(replace).toHaveBeenCalledTimes(1));
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'User level' }), String(USER_ROLE.viewer));
    await waitFor(() => expect(replace).toHaveBeenCalledTimes(2));
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Country' }), String(NORWAY.id));
    await waitFor(() => expect(replace).toHaveBeenCalledTimes(3));
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Language' }), '14');
    await waitFor(() => expect(replace).toHaveBeenCalledTimes(4));

    expect(writes).toEqual([
      { method: 'PATCH', path: '/api/v1/me/member/', body: { member: 7 } },
      { method: 'PATCH', path: '/api/v1/dev/locale/', body: { role: USER_ROLE.viewer } },
      { method: 'PATCH', path: '/api/v1/dev/country-switcher/', body: { country: NORWAY.id } },
      { method: 'PATCH', path: '/api/v1/dev/locale/', body: { language: 14 } },
    ]);
    expect(replace).toHaveBeenLastCalledWith('/news', undefined, { scroll: false });
  });

  it('shows the reason of a refused change and stays on the page', async () => {
    panelApi(403);
    const replace = jest.spyOn(mockRouter, 'replace');
    const { user, panel } = await openPanel();

    await user.selectOptions(within(panel).getByRole('combobox', { name: 'User level' }), String(USER_ROLE.manager));

    expect(await screen.findByText(/Not allowed for this member\./)).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
    expect(within(panel).getByRole('combobox', { name: 'User level' })).toBeEnabled();
  });

  it('shows a refusal the admin API is known to send in the member’s words, not the API’s', async () => {
    panelApi(403, 'This member is not in your member tree.');
    const { user, panel } = await openPanel();

    await user.selectOptions(within(panel).getByRole('combobox', { name: 'User level' }), String(USER_ROLE.manager));
    expect(await screen.findByText('This member is not among the members you may act for.')).toBeInTheDocument();

    panelApi(503, 'The service is not answering.');
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'User level' }), String(USER_ROLE.owner));
    expect(
      await screen.findByText('The service is unavailable right now. Please try again in a moment.'),
    ).toBeInTheDocument();
  });

  it('keeps the country picker disabled, with the reason, for a member outside the product organisation', async () => {
    panelApi();
    const { panel } = await openPanel(staff({ member: { ...buildUser().member, isVetnet: false } }));

    const country = await within(panel).findByRole('combobox', { name: 'Country' });
    expect(country).toBeDisabled();
    expect(country).toHaveAccessibleDescription("Only members of Vetnet's own organisation can change country.");
  });

  it('gives a chain user who may change member the member picker only (no user level: staff only)', async () => {
    panelApi();
    const { panel } = await openPanel(buildSession({ changeMember: true }));

    expect(await within(panel).findByRole('combobox', { name: 'Member' })).toBeInTheDocument();
    expect(within(panel).queryByRole('combobox', { name: 'User level' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('combobox', { name: 'Country' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('combobox', { name: 'Language' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('table')).not.toBeInTheDocument();
    expect(within(panel).getByRole('switch', { name: 'View as staff' })).toBeDisabled();
    expect(within(panel).queryByText('The maintenance switch')).not.toBeInTheDocument();
  });

  it('holds the maintenance switch for staff', async () => {
    panelApi();
    const { panel } = await openPanel();
    expect(within(panel).getByText('The maintenance switch')).toBeInTheDocument();
  });

  it('hides the staff tools while staff view the portal as a member', async () => {
    panelApi();
    const { user, panel } = await openPanel();
    expect(await within(panel).findByRole('table')).toBeInTheDocument();

    await user.click(within(panel).getByRole('switch', { name: 'View as staff' }));

    await waitFor(() => expect(within(panel).queryByRole('table')).not.toBeInTheDocument());
    expect(within(panel).queryByRole('combobox', { name: 'Country' })).not.toBeInTheDocument();
    expect(within(panel).queryByText('The maintenance switch')).not.toBeInTheDocument();
  });
});
