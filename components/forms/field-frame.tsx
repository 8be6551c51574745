import { useId, type ReactNode } from 'react';
import { FieldError } from './field-error';

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
export function FieldFrame({ label, required = false, hint, errors = [], className = 'mb-3', children }: FieldFrameProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors.length > 0 ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
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
      {children({ id, 'aria-invalid': errors.length > 0 || undefined, 'aria-describedby': describedBy })}
      {hint && (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      )}
      <FieldError id={errorId} errors={errors} />
    </div>
  );
}
