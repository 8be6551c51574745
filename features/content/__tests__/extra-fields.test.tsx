import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ContentItem } from '@/lib/contract/content-item';
import { LOCALE_OPTIONS_KEY } from '@/lib/session/get-locale-options';
import { buildSession } from '@/testing/fixtures';
import { BROWSER_API, server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { contentItemKey } from '../api/content-item';
import { ExtraFields } from '../components/editor/extra-fields';
import { useContentEditor } from '../components/editor/use-content-editor';
import { CONTENT_TYPES, type ContentType } from '../content-types';
import { emptyForm, formToInput, itemToForm } from '../editor-form';
import { buildItem, LOCALE_OPTIONS } from './content-fixtures';

// The editor's generic field kinds beyond text: a number, a checkbox and a choice of options, as a
// type (here a course-like news type made up for the test) declares them.

const NOW = '2026-11-22T14:05:00Z';
const ZONE = 'Europe/Stockholm';
const COURSE: ContentType = {
  ...CONTENT_TYPES.news,
  extraFields: [
    { name: 'seats', kind: 'number', min: 1, required: true },
    { name: 'online', kind: 'boolean' },
    {
      name: 'level',
      kind: 'choice',
      required: true,
      options: [
        { value: 'basic', label: 'status.1' },
        { value: 'expert', label: 'status.2' },
      ],
    },
  ],
};

function Editor({ id }: { id: number }) {
  const editor = useContentEditor(COURSE, id, NOW);
  return (
    <form>
      <ExtraFields type={COURSE} editor={editor} />
      <button type="button" onClick={() => void editor.save()}>
        Save
      </button>
    </form>
  );
}

function renderEditor(item: ContentItem<Record<string, unknown>>) {
  const posted: Record<string, unknown>[] = [];
  const answer = async ({ request }: { request: Request }) => {
    posted.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json(buildItem({ id: 40, title: 'Course' }));
  };
  server.use(http.patch(`${BROWSER_API}/news/:id/`, answer));
  renderWithProviders(<Editor id={item.id} />, {
    session: buildSession({ isStaff: true }),
    fallback: { [contentItemKey(COURSE, item.id)]: item, [LOCALE_OPTIONS_KEY]: LOCALE_OPTIONS },
  });
  return posted;
}

describe('the editor’s number, checkbox and choice fields', () => {
  it('asks for the required ones, and sends a number, a boolean and the chosen option', async () => {
    // An item whose own fields were never set (the common ones are valid).
    const posted = renderEditor(buildItem({ id: 40, author: undefined }) as ContentItem<Record<string, unknown>>);
    const user = userEvent.setup({ delay: null });
    const seats = screen.getByRole('spinbutton', { name: /editor\.fields\.seats/ });
    const level = screen.getByRole('combobox', { name: /editor\.fields\.level/ });
    expect(seats).toHaveAttribute('min', '1');
    expect(screen.getByRole('checkbox', { name: 'editor.fields.online' })).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(seats).toHaveAccessibleDescription('This field is required.');
    expect(level).toHaveAccessibleDescription('This field is required.');
    expect(posted).toHaveLength(0);

    await user.type(seats, '12');
    await user.click(screen.getByRole('checkbox', { name: 'editor.fields.online' }));
    // The options' labels are their translation keys' texts.
    await user.selectOptions(level, 'Published');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ seats: 12, online: true, level: 'expert' });
  });

  it('shows an item’s values, and sends a cleared optional number as null', async () => {
    const optional: ContentType = {
      ...COURSE,
      extraFields: COURSE.extraFields.map((field) => ({ ...field, required: false })),
    };
    const item = buildItem({ id: 40, author: undefined }) as ContentItem<Record<string, unknown>>;
    const form = itemToForm(optional, { ...item, seats: 3, online: true, level: 'basic' }, ZONE);
    expect(form.extra).toEqual({ seats: '3', online: true, level: 'basic' });
    expect(formToInput(optional, { ...form, extra: { seats: ' ', online: false, level: '' } }, ZONE)).toMatchObject({
      seats: null,
      online: false,
      level: null,
    });
    expect(emptyForm(optional, 15, NOW, ZONE).extra).toEqual({ seats: '', online: false, level: '' });

    const posted = renderEditor({ ...item, seats: 3, online: true, level: 'basic' });
    const user = userEvent.setup({ delay: null });
    expect(screen.getByRole('spinbutton', { name: /editor\.fields\.seats/ })).toHaveValue(3);
    expect(screen.getByRole('checkbox', { name: 'editor.fields.online' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: /editor\.fields\.level/ })).toHaveValue('basic');
    await user.click(screen.getByRole('checkbox', { name: 'editor.fields.online' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ seats: 3, online: false, level: 'basic' });
  });
});
