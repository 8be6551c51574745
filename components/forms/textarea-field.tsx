import { FieldFrame } from './field-frame';
import type { TextareaHTMLAttributes } from 'react';

type TextareaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: string;
  errors?: readonly string[];
  hint?: string;
};

/** A labelled multi-line text field, wired up as TextField is. */
export function TextareaField({ label, errors = [], hint, required, className, ...textareaProps }: TextareaFieldProps) {
  return (
    <FieldFrame label={label} required={required} hint={hint} errors={errors} className={className}>
      {(control) => (
        <textarea
          className={`form-control${errors.length > 0 ? ' is-invalid' : ''}`}
          required={required}
          {...control}
          {...textareaProps}
        />
      )}
    </FieldFrame>
  );
}
