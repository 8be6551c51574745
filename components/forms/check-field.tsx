import { useId } from 'react';
import { FieldNotes, fieldNoteIds } from './field-notes';

type CheckFieldProps = {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
  /** Shown as an on/off switch, for a setting that takes effect as such. */
  switch?: boolean;
  disabled?: boolean;
  /** The server's messages for this field. */
  errors?: readonly string[];
};

/** A labelled checkbox (or switch) with its hint and errors wired to it for assistive technology. */
export function CheckField({
  label,
  checked,
  onChange,
  hint,
  switch: asSwitch = false,
  disabled = false,
  errors = [],
}: CheckFieldProps) {
  const id = useId();
  const notes = fieldNoteIds(id, hint, errors);
  return (
    <div className={`form-check mb-2${asSwitch ? ' form-switch' : ''}`}>
      <input
        id={id}
        className={`form-check-input${errors.length > 0 ? ' is-invalid' : ''}`}
        type="checkbox"
        role={asSwitch ? 'switch' : undefined}
        checked={checked}
        disabled={disabled}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={notes.describedBy}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label className="form-check-label" htmlFor={id}>
        {label}
      </label>
      <FieldNotes ids={notes} hint={hint} errors={errors} />
    </div>
  );
}
