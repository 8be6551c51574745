import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { renderWithProviders } from '@/testing/render';
import { TextField } from '../text-field';
import { TextareaField } from '../textarea-field';

const LIMIT = 10;

/** A form with a limited line and a limited text, the way the portal's forms use them. */
function Harness({ onSubmit }: { onSubmit: () => void }) {
  const [title, setTitle] = useState('');
  return (
    <form
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <TextField label="Title" maxLength={LIMIT} value={title} onChange={(event) => setTitle(event.target.value)} />
      <TextareaField label="Message" maxLength={LIMIT} defaultValue="" />
      <button type="submit">Send</button>
    </form>
  );
}

describe('a text field with a length limit', () => {
  it('keeps a pasted text whole and says, live, how much too long it is', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness onSubmit={jest.fn()} />);
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(title).not.toHaveAttribute('maxlength');
    await user.click(title);
    await user.paste('A title that is far too long');
    expect(title).toHaveValue('A title that is far too long');
    expect(title).toHaveAccessibleDescription('18 characters too long.');
    expect(title).toHaveAttribute('aria-invalid', 'true');

    await user.clear(title);
    await user.type(title, 'Eleven char');
    expect(title).toHaveAccessibleDescription('1 character too long.');
    await user.type(title, '{Backspace}');
    expect(title).not.toHaveAccessibleDescription();
    expect(title).not.toHaveAttribute('aria-invalid');
  });

  it('counts an uncontrolled text too, in the member’s language', () => {
    renderWithProviders(<Harness onSubmit={jest.fn()} />, { locale: 'sv' });
    const message = screen.getByRole('textbox', { name: 'Message' });
    expect(message).not.toHaveAttribute('maxlength');
    fireEvent.change(message, { target: { value: 'x'.repeat(LIMIT + 3) } });
    expect(message).toHaveAccessibleDescription('3 tecken för mycket.');
  });

  it('refuses the form’s submit while a field is too long, and takes the member to it', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderWithProviders(<Harness onSubmit={onSubmit} />);
    const message = screen.getByRole('textbox', { name: 'Message' });
    await user.click(message);
    await user.paste('x'.repeat(LIMIT + 1));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(message).toHaveFocus();
    expect(message).toHaveAccessibleDescription('1 character too long.');

    await user.type(message, '{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
