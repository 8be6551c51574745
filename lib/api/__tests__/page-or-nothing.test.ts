import { ApiError } from '../api-error';
import { EMPTY_PAGE, pageOrNothing } from '../page-or-nothing';

const PAGE = { count: 1, next: null, previous: null, results: ['one'] };

describe('pageOrNothing', () => {
  it('passes a page through', async () => {
    await expect(pageOrNothing(async () => PAGE)).resolves.toBe(PAGE);
  });

  it.each([400, 404])('finds nothing when the API answers %i', async (status) => {
    await expect(pageOrNothing(() => Promise.reject(new ApiError({ status })))).resolves.toEqual(EMPTY_PAGE);
  });

  it.each([401, 403, 500, 0])('leaves a %i to the caller', async (status) => {
    const error = new ApiError({ status });
    await expect(pageOrNothing(() => Promise.reject(error))).rejects.toBe(error);
  });
});
