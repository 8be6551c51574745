import { parseErrorStatus } from '../status';

describe('parseErrorStatus', () => {
  it.each([
    ['404', 404],
    ['500', 500],
    ['599', 599],
    ['200', null],
    ['600', null],
    ['4040', null],
    ['abc', null],
    [['404'], null],
    [undefined, null],
  ])('reads %j as %j', (value, status) => {
    expect(parseErrorStatus(value)).toBe(status);
  });
});
