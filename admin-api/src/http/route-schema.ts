// Route schemas: a route declares its params, querystring and body as zod schemas, fastify's zod type
// provider types the handler from them, and this compiler validates them with DRF's messages
// (docs/admin-api.md, "Module shape").
import { type FastifyInstance, type FastifySchemaCompiler, type RouteOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { type z } from 'zod';
import { notFound, validationError } from './errors';
import { drfErrorMap, toFieldErrors } from './validation';

/**
 * The type provider's compiler parses without an error map, so its messages would be zod's; this one
 * passes DRF's, as `parseBody` does, and answers in the API's own error shape:
 * - a path that does not match its schema names no resource: 404, as DRF's URL patterns answer;
 * - a body or query that does not: 400 with DRF's field errors;
 * - an absent (or `null`) body is an empty form, so each required field says "This field is required.".
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const input = httpPart === 'body' && (data === null || data === undefined) ? {} : data;
    const result = schema.safeParse(input, { error: drfErrorMap });
    if (result.success) return { value: result.data };
    return { error: httpPart === 'params' ? notFound() : validationError(toFieldErrors(result.error)) };
  };

/**
 * Fastify validates before the preHandlers run; DRF authenticates, checks permissions and throttles
 * before it parses, so a stranger gets 401 and a member without the feature 403, never a 400 that
 * tells them what the route expects. So a route's validation error is kept on the request and thrown
 * after its last preHandler.
 */
export function validateAfterPreHandlers(route: RouteOptions): void {
  if (!route.schema) return;
  route.attachValidation = true;
  const preHandlers = route.preHandler === undefined ? [] : [route.preHandler].flat();
  route.preHandler = [...preHandlers, throwValidationError];
}

async function throwValidationError(request: { validationError?: Error }): Promise<void> {
  if (request.validationError) throw request.validationError;
}

/** Route schemas for every route registered after this (call before the modules). */
export function registerRouteSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRoute', validateAfterPreHandlers);
}
