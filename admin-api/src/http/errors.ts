// DRF-style errors: route code throws an ApiError (core/api-errors.ts, re-exported here so route code
// imports one place); the handlers below turn everything else into that shape and never send a
// stack trace.
import { type FastifyError, type FastifyInstance } from 'fastify';
import { ApiError } from '../core/api-errors';
import { isDatabaseUnavailable } from '../db/unavailable';

export * from '../core/api-errors';

/** busboy's messages for a multipart body it cannot read (no boundary, a broken part). */
const MALFORMED_MULTIPART = /^(?:Multipart: |Malformed part header|Unexpected end of (?:form|file|multipart data))/;
/** PostgreSQL: a character the text type cannot hold (NUL), or an encoding it cannot convert. */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);
/** What a 503 for an unreachable database suggests waiting before the next try. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) => {
    void reply.code(404).send({ detail: 'Not found.' });
  });

  app.setErrorHandler((error: FastifyError | ApiError | Error, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).headers(error.headers).send(error.body);
    }
    const fastifyError = error as FastifyError;
    const status = fastifyError.statusCode ?? 500;
    if (fastifyError.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      const type = request.headers['content-type'] ?? '';
      return reply.code(415).send({ detail: `Unsupported media type "${type}" in request.` });
    }
    if (fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return reply.code(400).send({ detail: `JSON parse error - ${error.message}` });
    }
    if (MALFORMED_MULTIPART.test(error.message) && !fastifyError.statusCode) {
      // busboy's (through @fastify/multipart): a body no boundary can split is the client's error.
      return reply.code(400).send({ detail: `Multipart form parse error - ${error.message}` });
    }
    if (
      UNSTORABLE_TEXT.has(
        String((error as { code?: unknown }).code ?? (error as { cause?: { code?: unknown } }).cause?.code),
      )
    ) {
      // PostgreSQL refusing a character of a text (a NUL the input checks did not see).
      return reply.code(400).send({ detail: 'Null characters are not allowed.' });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (empty JSON body, body too large, ...): its message is safe.
      return reply.code(status).send({ detail: error.message });
    }
    if (isDatabaseUnavailable(error)) {
      // The server is down or restarting: the client may try again; the pool reconnects by itself.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ detail: 'The database is unavailable right now, try again later.', code: 'database_unavailable' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ detail: 'A server error occurred.' });
  });
}
