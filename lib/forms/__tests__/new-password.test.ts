import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import * as v from 'valibot';
import { MIN_PASSWORD_LENGTH } from '@/lib/config/limits';
import { withNewPassword } from '../new-password';
import { validate } from '../validate';

const schema = withNewPassword({ uid: v.pipe(v.string(), v.minLength(1)) });

describe('a new password typed twice', () => {
  it('passes when long enough and the same twice, with the form’s own fields, in their order', () => {
    fc.assert(
      fc.property(fc.string({ minLength: MIN_PASSWORD_LENGTH }), (password) => {
        const checked = validate(schema, { uid: 'MQ', newPassword: password, reNewPassword: password });
        expect(checked).toEqual({ ok: true, data: { uid: 'MQ', newPassword: password, reNewPassword: password } });
        if (checked.ok) expect(Object.keys(checked.data)).toEqual(['uid', 'newPassword', 'reNewPassword']);
      }),
    );
  });

  it('is refused on the repeat when the two differ, and on the password when too short', () => {
    fc.assert(
      fc.property(fc.string({ minLength: MIN_PASSWORD_LENGTH }), fc.string({ minLength: 1 }), (password, repeat) => {
        fc.pre(password !== repeat);
        expect(validate(schema, { uid: 'MQ', newPassword: password, reNewPassword: repeat })).toEqual({
          ok: false,
          problems: { reNewPassword: 'passwordsDiffer' },
        });
      }),
    );
    expect(validate(schema, { uid: '', newPassword: 'short', reNewPassword: 'short' })).toEqual({
      ok: false,
      problems: { uid: 'required', newPassword: 'tooShort' },
    });
  });
});
