import { useId, type ReactNode } from 'react';
import { FieldNotes, fieldNoteIds } from './field-notes';

export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type FieldFrameProps = {
  label: string;
  required?: boolean;
  hint?: string;
  /** Messages shown under the control; it is marked invalid while there are any. */
  errors?: readonly string[];
  className?: string;
  /** The control, given the attributes that tie it to its label, hint and errors. */
  children: (control: FieldControlProps) => ReactNode;
};

/** A form control's label (with the required asterisk), hint and errors, wired up for assistive technology. */
export function FieldFrame({
  label,
  required = false,
  hint,
  errors = [],
  className = 'mb-3',
  children,
}: FieldFrameProps) {
  const id = useId();
  const notes = fieldNoteIds(id, hint, errors);
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {label}
        {required && (
          <span className="required-mark" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children({ id, 'aria-invalid': errors.length > 0 || undefined, 'aria-describedby': notes.describedBy })}
      <FieldNotes ids={notes} hint={hint} errors={errors} />
    </div>
  );
}
