// The fastify route of a path the contract writes as a function of its parameters (lib/contract/,
// e.g. `NOTIFICATIONS_API.item(id)`): the same function called with each parameter's `:name`, so
// the route the admin API registers is the path the portal calls, written once.

/** `routeOf(NOTIFICATIONS_API.item, 'id')` is `/notifications/:id/`: one name per parameter. */
export function routeOf<Params extends unknown[]>(
  path: (...params: Params) => string,
  ...names: { [K in keyof Params]: string }
): string {
  return (path as unknown as (...params: string[]) => string)(...names.map((name) => `:${name}`));
}
