import { forwardRef, type InputHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame';
import { useLengthLimit } from './length-limit';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  /** Messages shown under the field; the field is marked invalid while there are any. */
  errors?: readonly string[];
  hint?: string;
};

/**
 * A labelled input with its hint and errors wired to it for assistive technology. A `maxLength`
 * never cuts what is typed or pasted: the field says how much too long it is and its form is not sent.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, errors = [], hint, required, className, maxLength, value, defaultValue, onChange, ...inputProps },
  ref,
) {
  const limit = useLengthLimit({ maxLength, value, defaultValue, onChange, ref });
  const messages = [...limit.errors, ...errors];
  return (
    <FieldFrame label={label} required={required} hint={hint} errors={messages} className={className}>
      {(control) => (
        <input
          ref={limit.ref}
          className={`form-control${messages.length > 0 ? ' is-invalid' : ''}`}
          required={required}
          value={value}
          defaultValue={defaultValue}
          onChange={limit.onChange}
          {...control}
          {...inputProps}
        />
      )}
    </FieldFrame>
  );
});
