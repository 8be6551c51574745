import { forwardRef, type InputHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  /** Messages shown under the field; the field is marked invalid while there are any. */
  errors?: readonly string[];
  hint?: string;
};

/** A labelled input with its hint and errors wired to it for assistive technology. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, errors = [], hint, required, className, ...inputProps },
  ref,
) {
  return (
    <FieldFrame label={label} required={required} hint={hint} errors={errors} className={className}>
      {(control) => (
        <input
          ref={ref}
          className={`form-control${errors.length > 0 ? ' is-invalid' : ''}`}
          required={required}
          {...control}
          {...inputProps}
        />
      )}
    </FieldFrame>
  );
});
