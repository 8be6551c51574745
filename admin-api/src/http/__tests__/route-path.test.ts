import { routeOf } from '../route-path';

test('a contract path becomes its fastify route, each parameter a :name', () => {
  expect(routeOf((id: number) => `/notifications/${id}/`, 'id')).toBe('/notifications/:id/');
  expect(
    routeOf(
      (year: number, quarter: number, m: string) => `/q/year/${year}/quarter/${quarter}/${m}/`,
      'year',
      'quarter',
      'm',
    ),
  ).toBe('/q/year/:year/quarter/:quarter/:m/');
});
