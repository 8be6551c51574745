import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import mockRouter from 'next-router-mock';
import { apiClient } from '@/lib/api/browser-client';
import type { AuditEntry, ManagedUser } from '@/lib/contract/settings';
import type { CurrentUser } from '@/lib/contract/user';
import { USER_ROLE } from '@/lib/rules/levels';
import { buildSession } from '@/testing/fixtures';
import { BROWSER_API, server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { auditLogKey } from '../api/audit-log';
import { ACTIVE_OWNERS_KEY, usersKey } from '../api/users-list';
import { ManageUsersScreen } from '../components/manage-users-screen';
import { readUsersQuery } from '../users-query';
import { INVITED, MAGNUS, OLIVIA, page, PETRA, readHandlers, ROLE_CHANGE } from './manage-users-fixtures';

type Setup = {
  users?: ManagedUser[];
  owners?: number;
  log?: AuditEntry[];
  logCount?: number;
  address?: Record<string, string>;
  user?: Partial<CurrentUser>;
};

/** The screen as the server rendered it (SWR fallback); later reads come from `state`, which tests edit. */
function renderScreen({
  users = [OLIVIA, MAGNUS, PETRA],
  owners = 1,
  log = [ROLE_CHANGE, INVITED],
  logCount,
  address = {},
  user,
}: Setup = {}) {
  const state = { users: [...users], owners, log: [...log] };
  server.use(...readHandlers(state));
  const query = readUsersQuery(address);
  const listKey = usersKey(query);
  renderWithProviders(<ManageUsersScreen query={query} listKey={listKey} memberOptions={[]} />, {
    session: buildSession(user),
    route: `/settings/manage-users?${new URLSearchParams(address).toString()}`,
    fallback: { [listKey]: page(users), [ACTIVE_OWNERS_KEY]: owners, [auditLogKey(1)]: page(log, logCount) },
  });
  return { state, user: userEvent.setup() };
}

const table = () => screen.getByRole('table', { name: 'Users' });
const row = (name: string) => within(table()).getByRole('row', { name: new RegExp(name) });

describe('the first render', () => {
  it('asks the API for nothing: the server loaded the list, the owners’ count and the log', async () => {
    // SWR calls its fetcher, and so the client, as soon as the screen's effects run.
    const get = jest.spyOn(apiClient, 'get');
    renderScreen();
    expect(await screen.findByRole('table', { name: 'Users' })).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });
});

describe('the users table', () => {
  it('lists the users the server loaded with their roles and statuses', () => {
    renderScreen({
      users: [
        OLIVIA,
        MAGNUS,
        PETRA,
        { ...PETRA, id: 9, firstName: 'Egon', lastName: 'Expired', invitationExpired: true },
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Manage users' })).toBeInTheDocument();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'E-mail', 'Role', 'Status', 'Actions']);
    expect(screen.getByRole('combobox', { name: 'Role of Magnus Manager' })).toHaveDisplayValue('Manager');
    expect(within(row('Petra Pending')).getByText('Invited')).toBeInTheDocument();
    expect(within(row('Egon Expired')).getByText('Invitation expired')).toBeInTheDocument();
    expect(within(row('Magnus Manager')).getByRole('button', { name: 'Deactivate Magnus Manager' })).toHaveTextContent(
      'Deactivate',
    );
    expect(
      within(row('Petra Pending')).getByRole('button', { name: 'Resend invitation to Petra Pending' }),
    ).toBeEnabled();
  });

  it('disables what the rules forbid on the own row and the last owner’s, saying why', () => {
    renderScreen({ owners: 1 });
    const own = row('Olivia Owner');
    expect(within(own).getByRole('combobox', { name: 'Role of Olivia Owner' })).toBeDisabled();
    expect(within(own).getByRole('button', { name: 'Deactivate Olivia Owner' })).toBeDisabled();
    // Olivia is both herself and the last active owner: the first reason the rules give is shown.
    expect(own).toHaveTextContent('This is you. The last active owner cannot be demoted or deactivated.');
    const select = within(own).getByRole('combobox', { name: 'Role of Olivia Owner' });
    expect(select).toHaveAccessibleDescription(/The last active owner cannot be demoted/);
    expect(within(row('Magnus Manager')).getByRole('combobox', { name: 'Role of Magnus Manager' })).toBeEnabled();
  });

  it('says “this is you” with the self rule when there is another owner', () => {
    renderScreen({ owners: 2 });
    expect(row('Olivia Owner')).toHaveTextContent(
      'This is you. You cannot change your own role or deactivate yourself.',
    );
  });

  it('keeps a manager from making or changing owners', () => {
    const owner = { ...OLIVIA, id: 4, firstName: 'Otto', email: 'otto@vetnet.example' };
    renderScreen({ users: [owner, MAGNUS, PETRA], owners: 1, user: { id: 5, role: USER_ROLE.manager } });
    const select = screen.getByRole('combobox', { name: 'Role of Petra Pending' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Manager', 'Contributor', 'Viewer']);
    expect(screen.getByRole('combobox', { name: 'Role of Otto Owner' })).toBeDisabled();
    expect(row('Otto Owner')).toHaveTextContent('The last active owner cannot be demoted or deactivated.');
  });

  it('changes a role with its save button and announces it', async () => {
    let body: unknown = null;
    const { state, user } = renderScreen();
    server.use(
      http.patch(`${BROWSER_API}/users/5/`, async ({ request }) => {
        body = await request.json();
        state.users = state.users.map((item) => (item.id === 5 ? { ...item, role: USER_ROLE.contributor } : item));
        return HttpResponse.json({ ...MAGNUS, role: USER_ROLE.contributor });
      }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role of Magnus Manager' }), 'Contributor');
    expect(body).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save the role of Magnus Manager' }));
    expect(await screen.findByText('Magnus Manager is now Contributor.')).toBeInTheDocument();
    expect(body).toEqual({ role: USER_ROLE.contributor });
    expect(screen.getByRole('combobox', { name: 'Role of Magnus Manager' })).toHaveDisplayValue('Contributor');
    expect(screen.queryByRole('button', { name: 'Save the role of Magnus Manager' })).not.toBeInTheDocument();
    // The button that had focus is gone: focus stays in the row, on its select.
    expect(screen.getByRole('combobox', { name: 'Role of Magnus Manager' })).toHaveFocus();
  });

  it('saves nothing while the arrow keys walk through the roles, and saves on Enter', async () => {
    const patches: unknown[] = [];
    const { user } = renderScreen();
    server.use(
      http.patch(`${BROWSER_API}/users/5/`, async ({ request }) => {
        patches.push(await request.json());
        return HttpResponse.json({ ...MAGNUS, role: USER_ROLE.viewer });
      }),
    );
    const select = screen.getByRole('combobox', { name: 'Role of Magnus Manager' });
    // A keyboard's arrow key on a closed select is a change event per step: as the browser fires it.
    fireEvent.change(select, { target: { value: String(USER_ROLE.contributor) } });
    fireEvent.change(select, { target: { value: String(USER_ROLE.viewer) } });
    expect(select).toHaveDisplayValue('Viewer');
    expect(screen.getByRole('button', { name: 'Save the role of Magnus Manager' })).toBeInTheDocument();
    select.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Magnus Manager is now Viewer.')).toBeInTheDocument();
    expect(patches).toEqual([{ role: USER_ROLE.viewer }]);
  });

  it('asks before a change that gives or takes away an owner’s rights, and saves nothing on Cancel', async () => {
    const patches: unknown[] = [];
    const { user } = renderScreen({ owners: 2 });
    server.use(
      http.patch(`${BROWSER_API}/users/5/`, async ({ request }) => {
        patches.push(await request.json());
        return HttpResponse.json({ ...MAGNUS, role: USER_ROLE.owner });
      }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role of Magnus Manager' }), 'Owner');
    await user.click(screen.getByRole('button', { name: 'Save the role of Magnus Manager' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Make Magnus Manager an owner?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Save the role of Magnus Manager' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(await screen.findByText('Magnus Manager is now Owner.')).toBeInTheDocument();
    expect(patches).toEqual([{ role: USER_ROLE.owner }]);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Role of Magnus Manager' })).toHaveFocus());
  });

  it('shows the API’s refusal in an alert and puts the stored role back', async () => {
    const { user } = renderScreen({ owners: 2 });
    server.use(
      http.patch(`${BROWSER_API}/users/5/`, () =>
        HttpResponse.json({ nonFieldErrors: ['Only an owner can make or change an owner.'] }, { status: 400 }),
      ),
    );
    const select = screen.getByRole('combobox', { name: 'Role of Magnus Manager' });
    await user.selectOptions(select, 'Contributor');
    await user.click(screen.getByRole('button', { name: 'Save the role of Magnus Manager' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only an owner can make or change an owner.');
    await waitFor(() => expect(select).toHaveDisplayValue('Manager'));
  });

  it('deactivates after asking', async () => {
    let body: unknown = null;
    const { user } = renderScreen();
    server.use(
      http.patch(`${BROWSER_API}/users/5/`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ ...MAGNUS, isActive: false, status: 'inactive' });
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Deactivate Magnus Manager' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Deactivate Magnus Manager?');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Magnus Manager was deactivated.')).toBeInTheDocument();
    expect(body).toEqual({ isActive: false });
  });

  it('revokes an invitation only after confirmation', async () => {
    let revoked = 0;
    const { state, user } = renderScreen();
    server.use(
      http.delete(`${BROWSER_API}/users/8/`, () => {
        revoked += 1;
        state.users = state.users.filter((item) => item.id !== 8);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Revoke invitation to Petra Pending' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Revoke the invitation to Petra Pending?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(revoked).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Revoke invitation to Petra Pending' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke invitation' }));
    expect(await screen.findByText('The invitation to Petra Pending was revoked.')).toBeInTheDocument();
    expect(revoked).toBe(1);
    await waitFor(() => expect(within(table()).queryByText('Petra Pending')).not.toBeInTheDocument());
    // The row and its button are gone: focus stays in the table, not lost to the page.
    await waitFor(() => expect(screen.getByText('Users', { selector: 'caption' })).toHaveFocus());
  });

  it('resends an invitation', async () => {
    let resent = 0;
    const { user } = renderScreen();
    server.use(
      http.post(`${BROWSER_API}/users/8/resend-invitation/`, () => {
        resent += 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Resend invitation to Petra Pending' }));
    expect(await screen.findByText('The invitation to Petra Pending was sent again.')).toBeInTheDocument();
    expect(resent).toBe(1);
  });
});

describe('inviting a user', () => {
  async function openForm() {
    const setup = renderScreen();
    await setup.user.click(screen.getByRole('button', { name: 'Invite user' }));
    const form = screen.getByRole('form', { name: 'Invite a user' });
    return { ...setup, form };
  }

  it('moves focus to the e-mail field and offers the roles the inviter may give', async () => {
    const { form } = await openForm();
    expect(within(form).getByRole('textbox', { name: /E-mail/ })).toHaveFocus();
    expect(
      within(within(form).getByRole('combobox', { name: /Role/ }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Owner', 'Manager', 'Contributor', 'Viewer']);
    expect(within(form).getByRole('combobox', { name: 'Position' })).toHaveDisplayValue('Not set');
  });

  it('shows the server’s field error beside the field and keeps every value', async () => {
    const { user, form } = await openForm();
    server.use(
      http.post(`${BROWSER_API}/users/`, () =>
        HttpResponse.json({ email: ['A user with this e-mail address already exists.'] }, { status: 400 }),
      ),
    );
    await user.type(within(form).getByRole('textbox', { name: /E-mail/ }), 'magnus@vetnet.example');
    await user.type(within(form).getByRole('textbox', { name: /First name/ }), 'Magnus');
    await user.type(within(form).getByRole('textbox', { name: /Last name/ }), 'Again');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Position' }), 'Nurse');
    await user.selectOptions(within(form).getByRole('combobox', { name: /Role/ }), 'Manager');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));

    const email = within(form).getByRole('textbox', { name: /E-mail/ });
    expect(await within(form).findByText('A user with this e-mail address already exists.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue('magnus@vetnet.example');
    expect(within(form).getByRole('textbox', { name: /First name/ })).toHaveValue('Magnus');
    expect(within(form).getByRole('textbox', { name: /Last name/ })).toHaveValue('Again');
    expect(within(form).getByRole('combobox', { name: 'Position' })).toHaveDisplayValue('Nurse');
    expect(within(form).getByRole('combobox', { name: /Role/ })).toHaveDisplayValue('Manager');
  });

  it('checks the fields before sending anything', async () => {
    const { user, form } = await openForm();
    await user.type(within(form).getByRole('textbox', { name: /E-mail/ }), 'not-an-address');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(within(form).getByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(within(form).getAllByText('This field is required.')).toHaveLength(2);
  });

  it('sends the invitation, says so and closes the form', async () => {
    let body: unknown = null;
    const { user, form, state } = await openForm();
    server.use(
      http.post(`${BROWSER_API}/users/`, async ({ request }) => {
        body = await request.json();
        const invited = { ...PETRA, id: 12, firstName: 'Ines', lastName: 'Invited', email: 'ines@clinic.example' };
        state.users.push(invited);
        return HttpResponse.json(invited, { status: 201 });
      }),
    );
    await user.type(within(form).getByRole('textbox', { name: /E-mail/ }), 'ines@clinic.example');
    await user.type(within(form).getByRole('textbox', { name: /First name/ }), 'Ines');
    await user.type(within(form).getByRole('textbox', { name: /Last name/ }), 'Invited');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to ines@clinic.example.')).toBeInTheDocument();
    expect(body).toEqual({
      email: 'ines@clinic.example',
      firstName: 'Ines',
      lastName: 'Invited',
      title: null,
      role: USER_ROLE.viewer,
    });
    expect(screen.queryByRole('form', { name: 'Invite a user' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invite user' })).toHaveFocus();
    expect(await within(table()).findByText('Ines Invited')).toBeInTheDocument();
  });
});

describe('search and status', () => {
  it('filters through the address; a new status applies at once', async () => {
    const { user } = renderScreen({ address: { search: 'petra' } });
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('petra');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Deactivated');
    expect(mockRouter.asPath).toBe('/settings/manage-users?search=petra&status=inactive');
    await user.clear(screen.getByRole('searchbox', { name: 'Search users' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'magnus{Enter}');
    expect(mockRouter.asPath).toBe('/settings/manage-users?search=magnus&status=inactive');
  });

  it('says when nothing matches', () => {
    renderScreen({ users: [], address: { status: 'invited' } });
    expect(screen.getByText('No users match your search.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Invited');
  });
});

describe('the change log', () => {
  it('tells each entry as a sentence with its time', () => {
    renderScreen();
    const log = screen.getByRole('region', { name: 'Change log' });
    const entries = within(log).getAllByRole('listitem');
    expect(entries[0]).toHaveTextContent('Erik Engaged changed the role of Petra Pending from Viewer to Manager.');
    expect(entries[0]).toHaveTextContent(/23 Nov 2026.*14:02/);
    expect(entries[1]).toHaveTextContent('Erik Engaged invited Petra Pending as Viewer.');
  });

  it('pages in place', async () => {
    const { user } = renderScreen({ logCount: 30 });
    server.use(
      http.get(`${BROWSER_API}/users/audit-log/`, ({ request }) =>
        HttpResponse.json(
          page([{ ...INVITED, id: 40, action: 'activated', actor: { id: 8, name: 'Petra Pending' } }], 30),
          { status: new URL(request.url).searchParams.get('page') === '2' ? 200 : 404 },
        ),
      ),
    );
    const log = screen.getByRole('region', { name: 'Change log' });
    await user.click(within(log).getByRole('button', { name: 'Next' }));
    expect(
      await within(log).findByText(/Petra Pending accepted the invitation and set a password\./),
    ).toBeInTheDocument();
    expect(within(log).getByText('Page 2 of 2')).toBeInTheDocument();
  });
});
