// The profile's phone number rule (PHONE_PATTERN, shared with the form) over many inputs.
import fc from 'fast-check';
import { patchMeSchema } from '../routes';

const PHONE_CHARS = '0123456789 ()-+x'.split('');

/** What the contract says in words: empty, or at most 32 of digits, spaces, ( ) - after one optional +, with 5 digits. */
function readsAsPhone(typed: string): boolean {
  const phone = typed.trim();
  if (phone === '') return true;
  const digits = phone.replace(/\D/g, '').length;
  return phone.length <= 32 && /^\+?[\d\s()-]+$/.test(phone) && digits >= 5;
}

describe('phoneNumber of PATCH me/', () => {
  it('accepts exactly the numbers the contract describes', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PHONE_CHARS), { maxLength: 40 }), (chars) => {
        const phoneNumber = chars.join('');
        expect(patchMeSchema.safeParse({ phoneNumber }).success).toBe(readsAsPhone(phoneNumber));
      }),
      { numRuns: 500 },
    );
  });

  it('stores the number trimmed', () => {
    expect(patchMeSchema.parse({ phoneNumber: '  +46 8 123 456 ' }).phoneNumber).toBe('+46 8 123 456');
  });
});
