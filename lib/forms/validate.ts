import * as v from 'valibot';

/** Why a field was refused, as a short code a form turns into its own translated message. */
export type FieldProblem = 'required' | 'invalid' | 'tooShort' | string;

export type Validation<T> = { ok: true; data: T } | { ok: false; problems: Record<string, FieldProblem> };

function problemOf(issue: v.BaseIssue<unknown>, value: unknown): FieldProblem {
  if (value === undefined || value === null || value === '') return 'required';
  if (issue.type === 'min_length') return 'tooShort';
  if (issue.type === 'check' || issue.type === 'partial_check') return issue.message;
  return 'invalid';
}

/** Checks form values against a write's input schema; the first problem of each field is kept. */
export function validate<TSchema extends v.GenericSchema>(
  schema: TSchema,
  values: Record<string, unknown>,
): Validation<v.InferOutput<TSchema>> {
  const result = v.safeParse(schema, values);
  if (result.success) return { ok: true, data: result.output };
  const problems: Record<string, FieldProblem> = {};
  for (const issue of result.issues) {
    const field = String(issue.path?.[0]?.key ?? '');
    problems[field] ??= problemOf(issue, values[field]);
  }
  return { ok: false, problems };
}
