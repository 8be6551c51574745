// DRF answers 405 for a known path called with a method it does not serve; Fastify would say 404.
// Every route registered before `registerMethodNotAllowed` runs is remembered, and the methods it
// lacks are answered with 405 and an Allow header.
import { type FastifyInstance } from 'fastify';
import { ApiError } from './errors';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

export function trackRoutes(app: FastifyInstance): Map<string, Set<string>> {
  const routes = new Map<string, Set<string>>();
  app.addHook('onRoute', (route) => {
    const methods = routes.get(route.url) ?? new Set<string>();
    for (const method of [route.method].flat()) methods.add(method);
    routes.set(route.url, methods);
  });
  return routes;
}

export async function registerMethodNotAllowed(
  app: FastifyInstance,
  routes: ReadonlyMap<string, ReadonlySet<string>>,
): Promise<void> {
  const snapshot = [...routes].map(([url, methods]) => [url, [...methods]] as const);
  for (const [url, methods] of snapshot) {
    const allow = methods
      .filter((method) => method !== 'HEAD')
      .concat('OPTIONS')
      .join(', ');
    const missing = METHODS.filter((method) => !methods.includes(method));
    if (missing.length === 0) continue;
    app.route({
      method: missing,
      url,
      handler: async (request) => {
        throw new ApiError(405, { detail: `Method "${request.method}" not allowed.` }, { Allow: allow });
      },
    });
  }
}
