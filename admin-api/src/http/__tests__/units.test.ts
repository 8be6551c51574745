import fc from 'fast-check';
import { z } from 'zod';
import { ApiError } from '../errors';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  normalizePageSize,
  pageCount,
  pageWindow,
  parsePageNumber,
} from '../pagination';
import { SlidingLogThrottle } from '../throttle';
import { parseBody } from '../validation';

describe('pagination math (DRF PageNumberPagination)', () => {
  it('always yields a page size between 1 and 100', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.nat().map(String), fc.constant(undefined)), (raw) => {
        const size = normalizePageSize(raw);
        return Number.isInteger(size) && size >= 1 && size <= MAX_PAGE_SIZE;
      }),
    );
    expect(normalizePageSize(undefined)).toBe(DEFAULT_PAGE_SIZE);
    expect(normalizePageSize('0')).toBe(DEFAULT_PAGE_SIZE);
    expect(normalizePageSize('-5')).toBe(DEFAULT_PAGE_SIZE);
    expect(normalizePageSize('7')).toBe(7);
    expect(normalizePageSize(['30', '40'])).toBe(30);
    expect(normalizePageSize('500')).toBe(MAX_PAGE_SIZE);
  });

  it('parses positive page numbers only', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 999_999_999 }), (page) => parsePageNumber(String(page)) === page));
    for (const bad of ['0', '-1', '1.5', 'abc', 'last']) expect(parsePageNumber(bad)).toBeNull();
    expect(parsePageNumber(undefined)).toBe(1);
  });

  it('covers every row exactly once across the pages', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1000 }), fc.integer({ min: 1, max: 100 }), (count, size) => {
        const pages = pageCount(count, size);
        const seen: number[] = [];
        for (let page = 1; page <= pages; page += 1) {
          const { offset, limit } = pageWindow(page, size);
          for (let row = offset; row < Math.min(offset + limit, count); row += 1) seen.push(row);
        }
        const lastIsPartialOrFull = count === 0 || pageWindow(pages, size).offset < count;
        return seen.length === count && new Set(seen).size === count && pages >= 1 && lastIsPartialOrFull;
      }),
    );
  });
});

describe('sliding-log throttle', () => {
  it('never allows more than max requests in any window, and says when to come back', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 100 }),
        fc.array(fc.integer({ min: 0, max: 50 }), { minLength: 1, maxLength: 60 }),
        (max, windowSeconds, gaps) => {
          let now = 0;
          const throttle = new SlidingLogThrottle(max, windowSeconds * 1000, () => now);
          const allowedAt: number[] = [];
          for (const gap of gaps) {
            now += gap * 1000;
            const result = throttle.hit('k');
            if (result.allowed) {
              allowedAt.push(now);
            } else {
              const inWindow = allowedAt.filter((time) => time > now - windowSeconds * 1000);
              if (inWindow.length < max) return false;
              if (result.retryAfterSeconds < 1 || result.retryAfterSeconds > windowSeconds) return false;
            }
            const recent = allowedAt.filter((time) => time > now - windowSeconds * 1000);
            if (recent.length > max) return false;
          }
          return true;
        },
      ),
    );
  });

  it('keeps keys apart', () => {
    const throttle = new SlidingLogThrottle(1, 1000, () => 0);
    expect(throttle.hit('a').allowed).toBe(true);
    expect(throttle.hit('a').allowed).toBe(false);
    expect(throttle.hit('b').allowed).toBe(true);
  });
});

describe('zod to DRF field errors', () => {
  const schema = z.object({
    name: z.string().min(1).max(3),
    age: z.number().int().min(0),
    tags: z.array(z.number().int()),
    nested: z.object({ country: z.number().int() }),
    email: z.email(),
  });

  function errorsOf(body: unknown) {
    try {
      parseBody(schema, body);
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      return (error as ApiError).body;
    }
    throw new Error('expected a validation error');
  }

  it('nests errors like DRF serializers and uses its wording', () => {
    expect(errorsOf({ name: '', age: 1.5, tags: [1, 'x'], nested: { country: 'se' }, email: 'nope' })).toEqual({
      name: ['This field may not be blank.'],
      age: ['A valid integer is required.'],
      tags: { 1: ['A valid integer is required.'] },
      nested: { country: ['A valid integer is required.'] },
      email: ['Enter a valid email address.'],
    });
    expect(errorsOf({ name: 'abcd', age: -1, tags: 'x', nested: [], email: null })).toEqual({
      name: ['Ensure this field has no more than 3 characters.'],
      age: ['Ensure this value is greater than or equal to 0.'],
      tags: ['Expected a list of items but got type "str".'],
      nested: ['Invalid data. Expected a dictionary, but got list.'],
      email: ['This field may not be null.'],
    });
    expect(errorsOf('text')).toEqual({ nonFieldErrors: ['Invalid data. Expected a dictionary, but got str.'] });
  });

  it('treats a missing body as an empty object', () => {
    expect(Object.keys(errorsOf(undefined)).sort()).toEqual(['age', 'email', 'name', 'nested', 'tags']);
    expect(parseBody(z.object({ a: z.string().optional() }), undefined)).toEqual({});
  });
});
