import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { FieldFrame } from './field-frame';

export type SelectOption = { value: string; label: string };

type SelectFieldProps = {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  /** A required select (spec §5): a red asterisk, and once touched an error beneath while empty. */
  required?: boolean;
  /** The empty choice's text; without one the select always has a value. */
  placeholder?: string;
  /** Show the required error now (after a save was attempted), touched or not. */
  showErrors?: boolean;
  /** The server's messages for this field. */
  errors?: readonly string[];
  disabled?: boolean;
  hint?: string;
};

/** A labelled select; as a required field it marks itself and explains when left empty. */
export function SelectField({
  label,
  value,
  options,
  onChange,
  required = false,
  placeholder,
  showErrors = false,
  errors = [],
  disabled,
  hint,
}: SelectFieldProps) {
  const { t } = useTranslation();
  // The value the member left the select at: a form that empties it itself (reset after a success)
  // has not left it empty, so it is not marked as missing.
  const [leftAt, setLeftAt] = useState<string | null>(null);
  const touched = leftAt !== null && leftAt === value;
  const messages = [...(required && !value && (touched || showErrors) ? [t('validation.required')] : []), ...errors];
  return (
    <FieldFrame label={label} required={required} hint={hint} errors={messages}>
      {(control) => (
        <select
          className={`form-select${messages.length > 0 ? ' is-invalid' : ''}`}
          value={value}
          required={required}
          disabled={disabled}
          onBlur={(event) => setLeftAt(event.target.value)}
          onChange={(event) => {
            setLeftAt(event.target.value);
            onChange(event.target.value);
          }}
          {...control}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
