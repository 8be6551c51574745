import { FieldFrame } from './field-frame';
import { useLengthLimit } from './length-limit';
import type { Ref, TextareaHTMLAttributes } from 'react';

type TextareaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: string;
  errors?: readonly string[];
  hint?: string;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A labelled multi-line text field, wired up as TextField is, with the same length limit (never a cut). */
export function TextareaField({
  label,
  errors = [],
  hint,
  required,
  className,
  maxLength,
  value,
  defaultValue,
  onChange,
  ref,
  ...textareaProps
}: TextareaFieldProps) {
  const limit = useLengthLimit({ maxLength, value, defaultValue, onChange, ref });
  const messages = [...limit.errors, ...errors];
  return (
    <FieldFrame label={label} required={required} hint={hint} errors={messages} className={className}>
      {(control) => (
        <textarea
          ref={limit.ref}
          className={`form-control${messages.length > 0 ? ' is-invalid' : ''}`}
          required={required}
          value={value}
          defaultValue={defaultValue}
          onChange={limit.onChange}
          {...control}
          {...textareaProps}
        />
      )}
    </FieldFrame>
  );
}
