import fc from 'fast-check';
import { commitmentsHref, readCommitmentsQuery } from '../commitments-query';

describe('the commitments page address', () => {
  it('round-trips status, page and member', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('active' as const, 'ended' as const),
        fc.integer({ min: 1, max: 9999 }),
        fc.option(fc.integer({ min: 1, max: 99_999_999 }), { nil: null }),
        (status, page, member) => {
          const href = commitmentsHref({ status, page, member });
          const query = Object.fromEntries(new URL(href, 'http://portal').searchParams);
          expect(readCommitmentsQuery(query)).toEqual({ status, page, member });
        },
      ),
    );
    expect(readCommitmentsQuery({ status: 'bogus' }).status).toBe('active');
  });
});
