import fc from 'fast-check';
import { ApiError } from '../api-error';
import { idsOf, listOf, listOrPageOf, pageOf, fieldsOf, idOf, malformedAnswer, requiredListOf } from '../read-answer';

describe('the answer readers', () => {
  it('leave out unreadable entries of a list, but let a bug through', () => {
    const read = (value: unknown) => idOf(value, 'id');
    expect(listOf([1, 'two', 3, null], read)).toEqual([1, 3]);
    expect(listOf('not a list', read)).toEqual([]);
    expect(() =>
      listOf([1], () => {
        throw new TypeError('bug');
      }),
    ).toThrow(TypeError);
  });

  it('read a page, counting its results when the count is missing', () => {
    expect(pageOf({ results: [1, 2] }, 'list', (value) => idOf(value, 'id'))).toEqual({
      count: 2,
      next: null,
      previous: null,
      results: [1, 2],
    });
    expect(() => pageOf({ count: 1 }, 'list', String)).toThrow(malformedAnswer('list'));
  });

  it('read every list answer bare or as a DRF page, whichever the backend sends', () => {
    const read = (value: unknown) => idOf(value, 'id');
    const page = { count: 3, next: 'http://api.test/api/v1/x/?page=2', previous: null, results: [1, 'two', 2] };
    expect(requiredListOf([1, 'two', 2], 'list', read)).toEqual([1, 2]);
    expect(requiredListOf(page, 'list', read)).toEqual([1, 2]);
    expect(pageOf(page, 'list', read)).toEqual({ ...page, results: [1, 2] });
    expect(pageOf([1, 'two', 2], 'list', read)).toEqual({ count: 2, next: null, previous: null, results: [1, 2] });
    expect(() => requiredListOf({ count: 1 }, 'list', read)).toThrow(malformedAnswer('list'));
    expect(() => requiredListOf('a list', 'list', read)).toThrow(malformedAnswer('list'));
  });

  it('read a list a page can do without as empty when it is neither bare nor a page', () => {
    const read = (value: unknown) => idOf(value, 'id');
    expect(listOrPageOf([1, 'two', 2], read)).toEqual([1, 2]);
    expect(listOrPageOf({ count: 3, next: null, previous: null, results: [1, 'two', 2] }, read)).toEqual([1, 2]);
    for (const neither of [{ count: 1 }, { results: 'x' }, 'a list', null, undefined])
      expect(listOrPageOf(neither, read)).toEqual([]);
  });

  it('answer anything with a value or a 502 ApiError', () => {
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true, withObjectString: true }), (value) => {
        expect(Array.isArray(idsOf(value))).toBe(true);
        for (const read of [
          () => fieldsOf(value, 'x'),
          () => idOf(value, 'x'),
          () => pageOf(value, 'x', (item) => idOf(item, 'x')),
          () => requiredListOf(value, 'x', (item) => idOf(item, 'x')),
        ]) {
          try {
            read();
          } catch (error) {
            expect(error).toBeInstanceOf(ApiError);
            expect(error).toMatchObject({ status: 502, code: 'malformed_answer' });
          }
        }
      }),
    );
  });
});
