// Route schemas through the zod type provider: the answers are DRF's, as parseBody gives them, and
// a route's preHandlers (authentication, permissions) answer before its schema does.
import Fastify, { type FastifyInstance } from 'fastify';
import { type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notAuthenticated, permissionDenied, registerErrorHandlers } from '../errors';
import { numberChoice } from '../fields';
import { firstQueryValue, idParams, queryChoices, querySchema } from '../params';
import { registerRouteSchemas } from '../route-schema';
import { parseBody } from '../validation';

const bodySchema = z.object({
  name: z.string().trim().min(1).max(5),
  count: z.number().int().min(0).optional(),
  kind: numberChoice([1, 2]).optional(),
  info: z.object({ at: z.iso.datetime({ offset: true }).nullable().optional() }).optional(),
});

const listQuery = querySchema({
  role: queryChoices((value) => (['1', '2'].includes(value) ? Number(value) : undefined)),
  q: firstQueryValue,
});

/** A bare app with the API's error handlers and route schemas, and a few routes that use them. */
async function schemaApp(): Promise<FastifyInstance> {
  const app = Fastify();
  registerErrorHandlers(app);
  registerRouteSchemas(app);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post('/things/', { schema: { body: bodySchema } }, async (request) => ({ got: request.body }));
  typed.get('/things/', { schema: { querystring: listQuery } }, async (request) => request.query);
  typed.patch('/things/:id/', { schema: { params: idParams, body: bodySchema } }, async (request) => ({
    id: request.params.id,
  }));
  const signedIn = async (request: { headers: Record<string, unknown> }) => {
    if (!request.headers.authorization) throw notAuthenticated();
  };
  const denied = async () => {
    throw permissionDenied();
  };
  typed.post('/guarded/', { schema: { body: bodySchema }, preHandler: signedIn }, async () => ({ ok: true }));
  typed.post('/denied/', { schema: { body: bodySchema }, preHandler: [signedIn, denied] }, async () => ({ ok: true }));
  await app.ready();
  return app;
}

/** What parseBody (the in-handler parsing every module used before) answers for the same body. */
function parseBodyAnswer(body: unknown): unknown {
  try {
    parseBody(bodySchema, body);
    return null;
  } catch (error) {
    return (error as { body: unknown }).body;
  }
}

describe('route schemas (fastify-type-provider-zod with DRF messages)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await schemaApp();
  });
  afterAll(() => app.close());

  const post = (payload: unknown, url = '/things/', headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url,
      headers,
      ...(payload === undefined
        ? {}
        : { payload: JSON.stringify(payload), headers: { ...headers, 'content-type': 'application/json' } }),
    });

  it('answers a body the schema refuses with the field errors parseBody gives', async () => {
    const bodies: unknown[] = [
      undefined,
      null,
      {},
      [],
      'text',
      7,
      { name: '' },
      { name: 'too long' },
      { name: 5 },
      { name: null },
      { name: 'ok', count: 'x' },
      { name: 'ok', count: -1 },
      { name: 'ok', kind: 3 },
      { name: 'ok', info: { at: 'yesterday' } },
      { name: 'ok', info: [] },
      { count: 1.5, kind: '1' },
    ];
    for (const body of bodies) {
      const response = await post(body);
      expect({ body, status: response.statusCode }).toEqual({ body, status: 400 });
      expect({ body, answer: response.json() }).toEqual({ body, answer: parseBodyAnswer(body) });
    }
  });

  it('gives the exact DRF bodies', async () => {
    expect((await post(undefined)).json()).toEqual({ name: ['This field is required.'] });
    expect((await post([])).json()).toEqual({ nonFieldErrors: ['Invalid data. Expected a dictionary, but got list.'] });
    expect((await post({ name: '', count: 'x', kind: 3 })).json()).toEqual({
      name: ['This field may not be blank.'],
      count: ['A valid integer is required.'],
      kind: ['"3" is not a valid choice.'],
    });
    expect((await post({ name: 'ok', info: { at: 'never' } })).json()).toEqual({
      info: {
        at: [
          'Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].',
        ],
      },
    });
  });

  it('hands the handler the parsed body, without unknown keys', async () => {
    const response = await post({ name: ' ab ', count: 2, extra: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ got: { name: 'ab', count: 2 } });
  });

  it('answers a query the schema refuses with DRF’s choice error, and keeps the other parameters', async () => {
    const bad = await app.inject({ method: 'GET', url: '/things/?role=1&role=x&role=y' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ role: ['Select a valid choice. x is not one of the available choices.'] });
    const good = await app.inject({ method: 'GET', url: '/things/?role=2&role=&role=1&q=a&q=b&page=3' });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({ role: [2, 1], q: 'a', page: '3' });
    expect((await app.inject({ method: 'GET', url: '/things/' })).json()).toEqual({ role: [] });
    // The HEAD route fastify adds for a GET validates alike.
    expect((await app.inject({ method: 'HEAD', url: '/things/?role=x' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'HEAD', url: '/things/?role=1' })).statusCode).toBe(200);
  });

  it('answers a path id that is not digits with 404, not 400', async () => {
    for (const id of ['abc', '1.5', '-1', '1234567890', '%20']) {
      const response = await app.inject({ method: 'PATCH', url: `/things/${id}/`, payload: { name: 'ok' } });
      expect({ id, status: response.statusCode, body: response.json() }).toEqual({
        id,
        status: 404,
        body: { detail: 'Not found.' },
      });
    }
    const found = await app.inject({ method: 'PATCH', url: '/things/0042/', payload: { name: 'ok' } });
    expect(found.json()).toEqual({ id: 42 });
  });

  it('lets the preHandlers answer first: 401, then 403, then the 400 of the body', async () => {
    expect((await post({}, '/guarded/')).statusCode).toBe(401);
    expect((await post({}, '/denied/', { authorization: 'Bearer x' })).statusCode).toBe(403);
    const invalid = await post({}, '/guarded/', { authorization: 'Bearer x' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ name: ['This field is required.'] });
    expect((await post({ name: 'ok' }, '/guarded/', { authorization: 'Bearer x' })).json()).toEqual({ ok: true });
  });
});
