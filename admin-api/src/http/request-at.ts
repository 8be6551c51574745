// A request as another call of the same user would have it: a combined answer's part is answered by
// that call's own handler (its query checks, its read cache, its next/previous addresses), with the
// user, the host and everything else the combined request carries.
import { parse } from 'node:querystring';
import { type FastifyRequest } from 'fastify';

/** `request` at `url` (a path with its query, e.g. `/api/v1/campaigns/?partnerId=4`): its `url` and `query` are the address's. */
export function requestAt(request: FastifyRequest, url: string): FastifyRequest {
  const at = url.indexOf('?');
  const query = { ...parse(at === -1 ? '' : url.slice(at + 1)) };
  return Object.create(request, {
    url: { value: url, enumerable: true },
    query: { value: query, enumerable: true, writable: true },
  }) as FastifyRequest;
}
