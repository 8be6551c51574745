import fc from 'fast-check';
import { readReportsQuery, reportsHref } from '../reports-query';

describe('the reports page address', () => {
  it('reads kind, page, member and report, ignoring anything malformed', () => {
    expect(readReportsQuery({ kind: '2', page: '3', member: '7', report: '41' })).toEqual({
      kind: 2,
      page: 3,
      member: 7,
      report: 41,
    });
    expect(readReportsQuery({ kind: 'x', page: '0', member: '-1', report: ['5', '6'] })).toEqual({
      kind: null,
      page: 1,
      member: null,
      report: 5,
    });
  });

  it('round-trips any filters through the address, defaults left out', () => {
    const positive = fc.option(fc.integer({ min: 1, max: 99_999_999 }), { nil: null });
    fc.assert(
      fc.property(positive, fc.integer({ min: 1, max: 9999 }), positive, (kind, page, member) => {
        const href = reportsHref({ kind, page, member });
        const query = Object.fromEntries(new URL(href, 'http://portal').searchParams);
        expect(readReportsQuery(query)).toEqual({ kind, page, member, report: null });
        expect(href.includes('page=1&') || href.endsWith('page=1')).toBe(false);
      }),
    );
  });
});
