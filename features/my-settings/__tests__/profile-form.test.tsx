import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import mockRouter from 'next-router-mock';
import { SETTINGS_API } from '@/lib/contract/settings';
import { buildSession } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { ProfileForm } from '../components/profile-form';
import { settingsApi, writes } from './settings-fixtures';

/** An English-speaking member of a Swedish clinic (Svenska 14, English 4). */
const ENGLISH = { id: 4, code: 'en', name: 'English' };

function renderForm(session = buildSession({ language: ENGLISH })) {
  return renderWithProviders(<ProfileForm />, { session, route: '/settings/me' });
}

async function replace(label: string, text: string) {
  const field = screen.getByRole('textbox', { name: label });
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
}

describe('the profile form', () => {
  it('saves name, position and phone number, and says so', async () => {
    const calls = settingsApi();
    renderForm();
    await replace('First name', 'Olga');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Position' }), 'Nurse');
    await replace('Phone number', '+46 70 123 45 67');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));

    // The status region is always there (a live region); its message comes with the answer.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Your profile was saved.'));
    expect(writes(calls)).toEqual([
      {
        method: 'PATCH',
        path: SETTINGS_API.me,
        body: { firstName: 'Olga', lastName: 'Owner', title: 1, phoneNumber: '+46 70 123 45 67' },
      },
    ]);
    // The frame shows the name, so the session is loaded again.
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'GET' && call.path === SETTINGS_API.me)).toBe(true),
    );
  });

  it('sends "Not set" as no position', async () => {
    const calls = settingsApi();
    renderForm();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Position' }), 'Not set');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await screen.findByText('Your profile was saved.');
    expect(writes(calls)[0]?.body).toMatchObject({ title: null });
  });

  it('checks the names and the phone number before sending, focusing the first field to fix', async () => {
    const calls = settingsApi();
    renderForm();
    await replace('First name', '   ');
    await replace('Phone number', 'call me');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription('Enter your first name.');
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveAccessibleDescription(
      expect.stringContaining('Enter a valid phone number.'),
    );
    expect(writes(calls)).toEqual([]);
  });

  it('shows the server’s field errors beside the fields and keeps everything typed', async () => {
    settingsApi({
      [SETTINGS_API.me]: {
        status: 400,
        body: { lastName: ['This field may not be blank.'], phoneNumber: ['Enter a valid phone number.'] },
      },
    });
    renderForm();
    await replace('First name', 'Olga');
    await replace('Phone number', '+46 (0) 70-12');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Some fields need your attention.');
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveAccessibleDescription(
      expect.stringContaining('Enter a valid phone number.'),
    );
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Olga');
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('+46 (0) 70-12');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('sends a new language and renders the page again in it', async () => {
    const calls = settingsApi();
    renderForm();
    const rendered = jest.fn();
    mockRouter.events.on('routeChangeComplete', rendered);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Svenska');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));

    await waitFor(() =>
      expect(rendered).toHaveBeenCalledWith('/settings/me', expect.objectContaining({ shallow: false })),
    );
    mockRouter.events.off('routeChangeComplete', rendered);
    expect(writes(calls)).toEqual([
      { method: 'PATCH', path: SETTINGS_API.me, body: expect.objectContaining({ language: 14 }) },
    ]);
  });

  it('leaves the language out when it did not change, and the page where it is', async () => {
    const calls = settingsApi();
    renderForm();
    const rendered = jest.fn();
    mockRouter.events.on('routeChangeComplete', rendered);
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await screen.findByText('Your profile was saved.');
    mockRouter.events.off('routeChangeComplete', rendered);
    expect(writes(calls)[0]?.body).not.toHaveProperty('language');
    expect(rendered).not.toHaveBeenCalled();
  });
});
