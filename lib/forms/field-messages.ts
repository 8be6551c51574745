import type { FieldErrors } from '@/lib/api/api-error';
import type { FieldProblem } from '@/lib/forms/validate';

/** Per field, the translation key of each problem a form finds before sending. */
export type ProblemKeys = Record<string, Partial<Record<FieldProblem, string>>>;

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * What to show under a field: the translated problem found before sending, else what the server
 * said (translated by useSubmission). `values` fill the texts' placeholders.
 */
export function messagesOfField(
  keys: ProblemKeys,
  field: string,
  problems: Record<string, FieldProblem>,
  serverErrors: FieldErrors,
  t: Translate,
  values: Record<string, unknown> = {},
): string[] {
  const problem = problems[field];
  if (problem) {
    const key = keys[field]?.[problem];
    return [key ? t(key, values) : problem];
  }
  return serverErrors[field] ?? [];
}

/** The first field, in the form's order, with a problem: where focus goes when a form is not sent. */
export function firstFieldWithProblem<F extends string>(
  order: readonly F[],
  problems: Record<string, FieldProblem>,
): F | undefined {
  return order.find((field) => problems[field] !== undefined);
}
