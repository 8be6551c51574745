// Request parsing shared by every module (docs/admin-api.md, "Module shape"): path ids, repeated
// query values and the DRF-style choice errors, so no module keeps its own copy.
import { type FastifyRequest } from 'fastify';
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

/** Every non-empty value of a query parameter, repeated or not. */
export function queryValues(request: FastifyRequest, key: string): string[] {
  const raw = (request.query as Record<string, unknown>)[key];
  const values = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  return values.map(String).filter((value) => value !== '');
}

/** DRF's message for a value that is not one of a field's choices. */
export const choiceError = (field: string, value: string) =>
  validationError({ [field]: [`Select a valid choice. ${value} is not one of the available choices.`] });

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
