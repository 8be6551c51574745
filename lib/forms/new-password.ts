import * as v from 'valibot';
import { MIN_PASSWORD_LENGTH } from '@/lib/config/limits';

/** The new password and its repeat, as every password form asks for them (djoser's `*_RETYPE`). */
const NEW_PASSWORD_ENTRIES = {
  newPassword: v.pipe(v.string(), v.minLength(MIN_PASSWORD_LENGTH)),
  reNewPassword: v.string(),
};

type TypedTwice = { newPassword: string; reNewPassword: string };

const isTypedTwice = ({ newPassword, reNewPassword }: TypedTwice) => newPassword === reNewPassword;

/**
 * A password form's input schema: its own fields and a new password typed twice, long enough, and
 * the same both times (else `passwordsDiffer` on the repeat).
 */
export function withNewPassword<Entries extends v.ObjectEntries>(entries: Entries) {
  return v.pipe(
    v.object({ ...entries, ...NEW_PASSWORD_ENTRIES }),
    v.forward(
      // valibot cannot check these paths against entries not yet known (a generic): they are the two above.
      v.partialCheck(
        [['newPassword'], ['reNewPassword']] as never,
        (input) => isTypedTwice(input as unknown as TypedTwice),
        'passwordsDiffer',
      ),
      ['reNewPassword'] as never,
    ),
  );
}
