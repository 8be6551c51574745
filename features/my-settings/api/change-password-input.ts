// The password form's checks: loaded on its first submission (lib/forms/validate-on-submit), not with the page.
import * as v from 'valibot';
import { withNewPassword } from '@/lib/forms/new-password';

export const changePasswordInputSchema = withNewPassword({
  currentPassword: v.pipe(v.string(), v.minLength(1)),
});
export type ChangePasswordInput = v.InferOutput<typeof changePasswordInputSchema>;
