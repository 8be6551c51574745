import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { OptionCreator } from '../components/editor/option-creator';

describe('adding a tag or category by name', () => {
  it('keeps a pasted name over 100 characters whole, says by how much, and does not add it', async () => {
    const create = jest.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderWithProviders(<OptionCreator label="New tag" buttonLabel="Add" create={create} />);
    const field = screen.getByRole('textbox', { name: 'New tag' });
    expect(field).not.toHaveAttribute('maxlength');
    await user.click(field);
    await user.paste('x'.repeat(102));
    expect(field).toHaveValue('x'.repeat(102));
    expect(field).toHaveAccessibleDescription('2 characters too long.');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(create).not.toHaveBeenCalled();

    await user.type(field, '{Backspace}{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(create).toHaveBeenCalledWith('x'.repeat(100));
  });
});
