import type * as z from 'zod/mini';

/** Why a field was refused, as a short code a form turns into its own translated message. */
export type FieldProblem = 'required' | 'invalid' | 'tooShort' | string;

export type Validation<T> = { ok: true; data: T } | { ok: false; problems: Record<string, FieldProblem> };

function problemOf(issue: z.core.$ZodIssue, value: unknown): FieldProblem {
  if (value === undefined || value === null || value === '') return 'required';
  if (issue.code === 'too_small') return 'tooShort';
  if (issue.code === 'custom') return issue.message;
  return 'invalid';
}

/** Checks form values against a write's input schema; the first problem of each field is kept. */
export function validate<T>(schema: z.ZodMiniType<T>, values: Record<string, unknown>): Validation<T> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const problems: Record<string, FieldProblem> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    problems[field] ??= problemOf(issue, values[field]);
  }
  return { ok: false, problems };
}
