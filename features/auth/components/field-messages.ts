import type { FieldErrors } from '@/lib/api/api-error';
import { messagesOfField, type ProblemKeys } from '@/lib/forms/field-messages';
import type { FieldProblem } from '@/lib/forms/validate';
import type { TFunction } from 'i18next';

/** The translation key of each problem a login-page field can have. */
const PROBLEM_KEYS: ProblemKeys = {
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
  return messagesOfField(PROBLEM_KEYS, field, problems, serverErrors, t);
}
