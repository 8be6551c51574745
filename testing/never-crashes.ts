import fc from 'fast-check';
import { ApiError } from '@/lib/api/api-error';

/** Property: a reader of the admin API's answers, given anything, answers or throws an ApiError (502), nothing else. */
export function expectOnlyApiErrors(read: (value: unknown) => unknown): void {
  fc.assert(
    fc.property(fc.anything({ withObjectString: true, withNullPrototype: true }), (value) => {
      try {
        read(value);
      } catch (error) {
        expect(error).toBeInstanceOf(ApiError);
        expect(error).toMatchObject({ status: 502, code: 'malformed_answer' });
      }
    }),
  );
}
