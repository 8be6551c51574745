// The shared request-parsing pieces of route schemas, on their own.
import fc from 'fast-check';
import { firstQueryValue, ID_PATTERN, idPath, nonEmptyValues, queryChoices, querySchema } from '../params';

describe('idPath', () => {
  it('accepts exactly 1 to 9 digits, as a number', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.nat({ max: 999_999_999 }).map(String)), (text) => {
        const result = idPath.safeParse(text);
        return result.success ? ID_PATTERN.test(text) && result.data === Number(text) : !ID_PATTERN.test(text);
      }),
    );
    expect(idPath.safeParse('0012').data).toBe(12);
    expect(idPath.safeParse('1234567890').success).toBe(false);
  });
});

describe('nonEmptyValues', () => {
  it('keeps every non-empty value, in order, whether the parameter was repeated or not', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), (values) => {
        const expected = values.filter((value) => value !== '');
        return JSON.stringify(nonEmptyValues(values)) === JSON.stringify(expected);
      }),
    );
    expect(nonEmptyValues('a')).toEqual(['a']);
    expect(nonEmptyValues('')).toEqual([]);
    expect(nonEmptyValues(undefined)).toEqual([]);
  });
});

describe('query schemas', () => {
  const schema = querySchema({
    kind: queryChoices((value) => (value === 'a' || value === 'b' ? value.toUpperCase() : undefined)),
    q: firstQueryValue,
  });

  it('reads a repeatable choice, a first value, and keeps the other parameters', () => {
    expect(schema.parse({ kind: ['a', '', 'b'], q: ['x', 'y'], page: '2' })).toEqual({
      kind: ['A', 'B'],
      q: 'x',
      page: '2',
    });
    expect(schema.parse({})).toEqual({ kind: [] });
  });

  it('names the first value that is not a choice', () => {
    const result = schema.safeParse({ kind: ['a', 'c', 'd'] });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['kind'], 'Select a valid choice. c is not one of the available choices.'],
    ]);
  });
});
