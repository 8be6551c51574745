import { forwardRef, useId, type InputHTMLAttributes } from 'react';

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
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors.length > 0 ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ?? 'mb-3'}>
      <label htmlFor={id} className="form-label">
        {label}
        {required && (
          <span className="required-mark" aria-hidden="true">
            *
          </span>
        )}
      </label>
      <input
        ref={ref}
        id={id}
        className={`form-control${errors.length > 0 ? ' is-invalid' : ''}`}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={describedBy}
        required={required}
        {...inputProps}
      />
      {hint && (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      )}
      {errorId && (
        <div id={errorId} className="invalid-feedback d-block">
          {errors.join(' ')}
        </div>
      )}
    </div>
  );
});
