import Fastify from 'fastify';
import { pageUrl } from '../pagination';
import { queryValues } from '../params';
import { requestAt } from '../request-at';

// A combined answer's part is answered for the request at its own call's address: the address's
// query and page links, everything else (the user, the host) the combined request's.

test("a request at another address reads that address's query and links its pages there", async () => {
  const app = Fastify();
  app.decorateRequest('marker', '');
  app.addHook('onRequest', async (request) => {
    (request as unknown as { marker: string }).marker = 'the caller';
  });
  app.get('/api/v1/partners/4/page/', async (request) => {
    const at = requestAt(request, '/api/v1/campaigns/?partnerId=4&scope=running&tags=1&tags=2');
    return {
      url: at.url,
      partnerId: queryValues(at, 'partnerId'),
      tags: queryValues(at, 'tags'),
      next: pageUrl(at, 2),
      marker: (at as unknown as { marker: string }).marker,
      own: { url: request.url, query: request.query },
    };
  });
  const response = await app.inject({ url: '/api/v1/partners/4/page/?page=3', headers: { host: 'api.example' } });
  await app.close();
  expect(response.json()).toEqual({
    url: '/api/v1/campaigns/?partnerId=4&scope=running&tags=1&tags=2',
    partnerId: ['4'],
    tags: ['1', '2'],
    next: 'http://api.example/api/v1/campaigns/?partnerId=4&scope=running&tags=1&tags=2&page=2',
    marker: 'the caller',
    own: { url: '/api/v1/partners/4/page/?page=3', query: { page: '3' } },
  });
});
