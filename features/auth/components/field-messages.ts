import type { FieldErrors } from '@/lib/api/api-error';
import type { FieldProblem } from '@/lib/forms/validate';
import type { TFunction } from 'i18next';

/** The translation key of each problem a login-page field can have. */
const PROBLEM_KEYS: Record<string, Partial<Record<FieldProblem, string>>> = {
  email: { required: 'validation.emailRequired', invalid: 'validation.emailInvalid' },
  password: { required: 'validation.passwordRequired' },
  newPassword: { required: 'validation.passwordRequired', tooShort: 'validation.passwordTooShort' },
  reNewPassword: { required: 'validation.passwordRequired', passwordsDiffer: 'validation.passwordsDiffer' },
};

/** What to show under a field: the translated problem found before sending, else what the server said (translated by useSubmission). */
export function fieldMessages(
  field: string,
  problems: Record<string, FieldProblem>,
  serverErrors: FieldErrors,
  t: TFunction,
): string[] {
  const problem = problems[field];
  if (problem) {
    const key = PROBLEM_KEYS[field]?.[problem];
    return [key ? t(key) : problem];
  }
  return serverErrors[field] ?? [];
}
