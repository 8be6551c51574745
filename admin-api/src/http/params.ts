// Request parsing shared by every module (docs/admin-api.md, "Module shape"): path ids, repeated
// query values and the DRF-style choice errors, so no module keeps its own copy. The zod pieces are
// for route schemas (route-schema.ts); the functions for what a schema cannot say.
import { type FastifyRequest } from 'fastify';
import { z } from 'zod';
import { notFound, validationError } from './errors';

/** A database id as it may appear in a path or a query: 1 to 9 digits. */
export const ID_PATTERN = /^\d{1,9}$/;

export const isIdText = (value: string): boolean => ID_PATTERN.test(value);

/** A path id: digits only, else the resource does not exist (DRF answers 404 too). */
export function idParam(request: FastifyRequest, name = 'id'): number {
  const raw = (request.params as Record<string, string | undefined>)[name] ?? '';
  if (!isIdText(raw)) throw notFound();
  return Number(raw);
}

/** Every non-empty value of a raw query parameter (fastify gives an array when it is repeated). */
export function nonEmptyValues(raw: unknown): string[] {
  const values = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  return values.map(String).filter((value) => value !== '');
}

/** Every non-empty value of a query parameter, repeated or not. */
export function queryValues(request: FastifyRequest, key: string): string[] {
  return nonEmptyValues((request.query as Record<string, unknown>)[key]);
}

/** DRF's message for a value that is not one of a field's choices. */
export const choiceMessage = (value: string) => `Select a valid choice. ${value} is not one of the available choices.`;

export const choiceError = (field: string, value: string) => validationError({ [field]: [choiceMessage(value)] });

/** DRF's message for a choice that does not exist, without naming it. */
export const unknownChoiceError = (field: string) =>
  validationError({ [field]: ['Select a valid choice. That choice is not one of the available choices.'] });

/** Ids of a repeatable filter, each once; 400 for a malformed one. */
export function idFilter(request: FastifyRequest, key: string): number[] {
  return [
    ...new Set(
      queryValues(request, key).map((value) => {
        if (!isIdText(value)) throw choiceError(key, value);
        return Number(value);
      }),
    ),
  ];
}

/** A path id in a route schema: 1 to 9 digits, as a number; anything else answers 404. */
export const idPath = z.string().regex(ID_PATTERN).transform(Number);

/** The params of a `.../:id/` route. */
export const idParams = z.object({ id: idPath });

/**
 * A route's querystring: its own parameters, and every other one kept as sent (pagination reads
 * `page` and `page_size` from the request itself).
 */
export const querySchema = <Shape extends z.core.$ZodLooseShape>(shape: Shape) => z.looseObject(shape);

/** A query parameter as fastify gives it: absent, a string, or an array when repeated. */
const rawQueryValue = z.optional(z.unknown());

/** A query parameter's first value as sent (empty or not), or undefined. */
export const firstQueryValue = rawQueryValue.transform((raw) => (Array.isArray(raw) ? raw[0] : raw) as unknown);

/**
 * A repeatable choice filter: each non-empty value through `choice` (undefined: not a choice), or
 * DRF's choice error naming the first value that is not one.
 */
export function queryChoices<T>(choice: (value: string) => T | undefined) {
  return rawQueryValue.transform((raw, ctx) => {
    const chosen: T[] = [];
    for (const value of nonEmptyValues(raw)) {
      const parsed = choice(value);
      if (parsed === undefined) {
        ctx.addIssue({ code: 'custom', message: choiceMessage(value), input: value });
        return z.NEVER;
      }
      chosen.push(parsed);
    }
    return chosen;
  });
}
