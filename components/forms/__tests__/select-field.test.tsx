import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '@/testing/render';
import { SelectField } from '../select-field';

function Harness({ showErrors = false }: { showErrors?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <SelectField
      label="Status"
      required
      placeholder="Choose…"
      value={value}
      showErrors={showErrors}
      onChange={setValue}
      options={[
        { value: '1', label: 'Draft' },
        { value: '2', label: 'Published' },
      ]}
    />
  );
}

describe('SelectField as a required select (spec §5)', () => {
  it('shows a red asterisk, and nothing else until touched', () => {
    renderWithProviders(<Harness />);
    expect(document.querySelector('.required-mark')).toHaveTextContent('*');
    expect(screen.queryByText('This field is required.')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Status/)).toBeRequired();
  });

  it('shows the error beneath once touched while empty, and drops it when filled', () => {
    renderWithProviders(<Harness />);
    const select = screen.getByLabelText(/^Status/);
    fireEvent.blur(select);
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(select, { target: { value: '2' } });
    expect(screen.queryByText('This field is required.')).not.toBeInTheDocument();
  });

  it('shows the error at once after a save was attempted', () => {
    renderWithProviders(<Harness showErrors />);
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
  });
});

describe('SelectField emptied by its form', () => {
  function ResetHarness() {
    const [value, setValue] = useState('');
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setValue('');
        }}
      >
        <SelectField
          label="Subject"
          required
          placeholder="Choose…"
          value={value}
          onChange={setValue}
          options={[{ value: '1', label: 'Prices' }]}
        />
        <button type="submit">Send</button>
      </form>
    );
  }

  it('is clean after the form resets it (a success), and still says so when the member empties it', () => {
    renderWithProviders(<ResetHarness />);
    const select = screen.getByLabelText(/^Subject/);
    fireEvent.change(select, { target: { value: '1' } });
    fireEvent.blur(select);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(select).toHaveValue('');
    expect(screen.queryByText('This field is required.')).not.toBeInTheDocument();
    expect(select).not.toHaveAttribute('aria-invalid');

    fireEvent.change(select, { target: { value: '1' } });
    fireEvent.change(select, { target: { value: '' } });
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
  });
});
