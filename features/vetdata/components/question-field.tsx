import { useId } from 'react';
import { CheckField } from '@/components/forms/check-field';
import { FieldError } from '@/components/forms/field-error';
import { SelectField } from '@/components/forms/select-field';
import { TextField } from '@/components/forms/text-field';
import { TextareaField } from '@/components/forms/textarea-field';
import type { Question } from '@/lib/contract/vetdata';
import type { Translate } from '@/lib/i18n/use-translation';
import styles from './vetdata.module.scss';
import type { Draft, Problem } from '../answer-drafts';

/** A check's message in the reader's language (a matrix row's with the row named). */
export function problemText(t: Translate, problem: Problem): string {
  if (problem.key === 'inRow' && problem.values) {
    const { row, problem: inner, ...values } = problem.values;
    return t('problems.inRow', { row, problem: t(`problems.${String(inner)}`, values) });
  }
  return t(`problems.${problem.key}`, problem.values);
}

/** "hours, 0–168": the unit and the range, as the hint under a number. */
export function numberHint(
  t: Translate,
  question: { unit: string; min: number | null; max: number | null; help: string },
): string {
  const unit = question.unit ? t(`units.${question.unit}`, { defaultValue: question.unit }) : '';
  const range =
    question.min !== null && question.max !== null
      ? t('range.between', { min: question.min, max: question.max })
      : question.min !== null
        ? t('range.atLeast', { min: question.min })
        : question.max !== null
          ? t('range.atMost', { max: question.max })
          : '';
  const figures = [unit && t('unitHint', { unit }), range].filter(Boolean).join(' · ');
  return [question.help, figures].filter(Boolean).join(' ');
}

type QuestionFieldProps = {
  question: Question;
  draft: Draft;
  /** Messages shown beside the question: the checks', then the server's. */
  errors: string[];
  onChange: (draft: Draft) => void;
  t: Translate;
};

/** Radio buttons in a labelled group: a single choice among few, and the points of a scale. */
function RadioGroup({
  question,
  options,
  value,
  errors,
  onChange,
  inline,
  hint,
}: {
  question: Question;
  options: { code: string; label: string }[];
  value: string;
  errors: string[];
  onChange: (code: string) => void;
  inline?: boolean;
  hint?: string;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors.length > 0 ? `${id}-error` : undefined;
  return (
    <fieldset
      className="mb-4"
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      aria-invalid={errors.length > 0 || undefined}
    >
      <legend className="form-label fs-6">
        {question.text}
        {question.required && (
          <span className="required-mark" aria-hidden="true">
            *
          </span>
        )}
      </legend>
      {hint && (
        <div id={hintId} className="form-text mt-0 mb-2">
          {hint}
        </div>
      )}
      <div className={inline ? styles.scale : undefined}>
        {options.map((option) => (
          <div key={option.code} className={`form-check ${styles.choice}${inline ? ' form-check-inline' : ''}`}>
            <input
              className="form-check-input"
              type="radio"
              id={`${id}-${option.code}`}
              name={id}
              value={option.code}
              checked={value === option.code}
              required={question.required}
              onChange={() => onChange(option.code)}
            />
            <label className="form-check-label" htmlFor={`${id}-${option.code}`}>
              {option.label}
            </label>
          </div>
        ))}
      </div>
      <FieldError id={errorId} errors={errors} />
    </fieldset>
  );
}

/** A few options are radio buttons; more are a select. */
const RADIO_LIMIT = 6;

/** One question of the survey, with the field component of its kind and its messages beside it. */
export function QuestionField({ question, draft, errors, onChange, t }: QuestionFieldProps) {
  const groupId = useId();
  switch (question.kind) {
    case 'number':
      return (
        <TextField
          label={question.text}
          required={question.required}
          hint={numberHint(t, question)}
          inputMode={question.decimals > 0 || (question.min ?? 0) < 0 ? 'decimal' : 'numeric'}
          autoComplete="off"
          value={typeof draft === 'string' ? draft : ''}
          onChange={(event) => onChange(event.target.value)}
          errors={errors}
          className={`mb-4 ${styles.numberField}`}
        />
      );
    case 'text':
      return (
        <TextareaField
          label={question.text}
          required={question.required}
          hint={question.help || undefined}
          maxLength={question.maxLength}
          rows={3}
          value={typeof draft === 'string' ? draft : ''}
          onChange={(event) => onChange(event.target.value)}
          errors={errors}
          className="mb-4"
        />
      );
    case 'single':
      return question.options.length <= RADIO_LIMIT ? (
        <RadioGroup
          question={question}
          options={question.options}
          value={typeof draft === 'string' ? draft : ''}
          errors={errors}
          onChange={onChange}
          hint={question.help || undefined}
        />
      ) : (
        <SelectField
          label={question.text}
          required={question.required}
          hint={question.help || undefined}
          placeholder={t('choose')}
          value={typeof draft === 'string' ? draft : ''}
          options={question.options.map((option) => ({ value: option.code, label: option.label }))}
          onChange={onChange}
          errors={errors}
        />
      );
    case 'scale': {
      const points = [];
      for (let point = question.min; point <= question.max; point += 1) {
        points.push({ code: String(point), label: String(point) });
      }
      const ends = question.minLabel || question.maxLabel ? t('scaleEnds', question) : '';
      return (
        <RadioGroup
          question={question}
          options={points}
          value={typeof draft === 'string' ? draft : ''}
          errors={errors}
          onChange={onChange}
          inline
          hint={[question.help, ends].filter(Boolean).join(' ') || undefined}
        />
      );
    }
    case 'multiple': {
      const chosen = Array.isArray(draft) ? draft : [];
      return (
        <fieldset className="mb-4" aria-describedby={errors.length > 0 ? `${groupId}-error` : undefined}>
          <legend className="form-label fs-6">
            {question.text}
            {question.required && (
              <span className="required-mark" aria-hidden="true">
                *
              </span>
            )}
          </legend>
          {question.help && <div className="form-text mt-0 mb-2">{question.help}</div>}
          {question.options.map((option) => (
            <CheckField
              key={option.code}
              label={option.label}
              checked={chosen.includes(option.code)}
              onChange={(checked) =>
                onChange(checked ? [...chosen, option.code] : chosen.filter((code) => code !== option.code))
              }
            />
          ))}
          <FieldError id={`${groupId}-error`} errors={errors} />
        </fieldset>
      );
    }
    case 'matrix': {
      const cells = draft !== null && typeof draft === 'object' && !Array.isArray(draft) ? draft : {};
      const hint = numberHint(t, question);
      return (
        <fieldset
          className="mb-4"
          aria-describedby={[`${groupId}-hint`, errors.length > 0 ? `${groupId}-error` : ''].filter(Boolean).join(' ')}
        >
          <legend className="form-label fs-6">
            {question.text}
            {question.required && (
              <span className="required-mark" aria-hidden="true">
                *
              </span>
            )}
          </legend>
          <div id={`${groupId}-hint`} className="form-text mt-0 mb-2">
            {hint}
          </div>
          {question.rows.map((row) => (
            <div key={row.code} className="row g-2 align-items-center mb-2">
              <label className="col-7 col-md-6 col-form-label" htmlFor={`${groupId}-${row.code}`}>
                {row.label}
              </label>
              <div className="col-5 col-md-3">
                <input
                  id={`${groupId}-${row.code}`}
                  className="form-control"
                  inputMode={question.decimals > 0 ? 'decimal' : 'numeric'}
                  autoComplete="off"
                  value={cells[row.code] ?? ''}
                  onChange={(event) => onChange({ ...cells, [row.code]: event.target.value })}
                />
              </div>
            </div>
          ))}
          <FieldError id={`${groupId}-error`} errors={errors} />
        </fieldset>
      );
    }
  }
}
