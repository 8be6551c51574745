import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import RichTextEditor from '../rich-text-editor';
import type { MentionOption } from '../mentions';

const PEOPLE: MentionOption[] = [
  { id: 5, label: 'Anna Berg', hint: 'Djurkliniken Solna' },
  { id: 6, label: 'Anders Ek', hint: null },
  { id: 7, label: 'Evil <a href="/x">link</a><img src="x.png">', hint: null },
];

function renderWithMentions() {
  const onChange = jest.fn<(html: string) => void>();
  const search = jest.fn((query: string) =>
    Promise.resolve(PEOPLE.filter((person) => person.label.toLowerCase().includes(query.toLowerCase()))),
  );
  renderWithProviders(<RichTextEditor label="Text" initialHtml="<p></p>" onChange={onChange} mentions={search} />);
  return { onChange, search, user: userEvent.setup() };
}

describe('@mentions in the rich-text editor', () => {
  it('offers people after @ and two letters, chosen by arrows and Enter, inserted as text', async () => {
    const { onChange, search, user } = renderWithMentions();
    const box = await screen.findByRole('textbox', { name: 'Text' });
    box.focus();
    await user.keyboard('Hi @A');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.keyboard('n');
    const list = await screen.findByRole('listbox', { name: 'People to mention' });
    expect(search).toHaveBeenLastCalledWith('An');
    expect(within(list).getAllByRole('option')).toHaveLength(2);
    expect(within(list).getByRole('option', { name: /Anna Berg/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(within(list).getByRole('option', { name: /Anders Ek/ })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(box).toHaveAttribute('aria-activedescendant', within(list).getByRole('option', { name: /Anders Ek/ }).id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(onChange.mock.calls.at(-1)?.[0]).toMatch(/<p>Hi @Anders Ek\s?<\/p>/);
  });

  it('inserts a name as text, never as markup', async () => {
    const { onChange, user } = renderWithMentions();
    (await screen.findByRole('textbox', { name: 'Text' })).focus();
    await user.keyboard('@Evi');
    await screen.findByRole('listbox');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    const html = onChange.mock.calls.at(-1)?.[0] ?? '';
    expect(html).toContain('@Evil &lt;a href="/x"&gt;link&lt;/a&gt;&lt;img src="x.png"&gt;');
    expect(html).not.toMatch(/<a |<img /);
  });

  it('closes the list on Escape, and is a plain editor without the prop', async () => {
    const { user } = renderWithMentions();
    (await screen.findByRole('textbox', { name: 'Text' })).focus();
    await user.keyboard('@An');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  });
});
