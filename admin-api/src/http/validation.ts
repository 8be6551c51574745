// Request bodies are validated with zod; its issues become DRF field errors with DRF's wording,
// so the portal shows the same messages whichever admin API it talks to.
import { type z } from 'zod';
import { type FieldErrors, validationError } from './errors';

type RawIssue = Parameters<z.core.$ZodErrorMap>[0];

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'list';
  if (typeof value === 'object') return 'dict';
  if (typeof value === 'string') return 'str';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'float';
  if (typeof value === 'boolean') return 'bool';
  return typeof value;
}

/** DRF's message for a zod issue (undefined: keep the schema's own message). */
export function drfMessage(issue: RawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'This field is required.';
      if (issue.input === null) return 'This field may not be null.';
      switch (issue.expected) {
        case 'string':
          return 'Not a valid string.';
        // zod reports a non-number given to `z.number().int()` as expected "number"; every numeric
        // field of this API is an integer, so both read as DRF's IntegerField message.
        case 'int':
        case 'number':
          return 'A valid integer is required.';
        case 'boolean':
          return 'Must be a valid boolean.';
        case 'array':
          return `Expected a list of items but got type "${typeName(issue.input)}".`;
        case 'object':
          return `Invalid data. Expected a dictionary, but got ${typeName(issue.input)}.`;
        default:
          return 'Invalid value.';
      }
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? 'This field may not be blank.'
          : `Ensure this field has at least ${issue.minimum} characters.`;
      }
      if (issue.origin === 'array') {
        return Number(issue.minimum) <= 1
          ? 'This list may not be empty.'
          : `Ensure this field has at least ${issue.minimum} elements.`;
      }
      return `Ensure this value is greater than or equal to ${issue.minimum}.`;
    case 'too_big':
      if (issue.origin === 'string') return `Ensure this field has no more than ${issue.maximum} characters.`;
      if (issue.origin === 'array') return `Ensure this field has no more than ${issue.maximum} elements.`;
      return `Ensure this value is less than or equal to ${issue.maximum}.`;
    case 'invalid_format':
      if (issue.format === 'email') return 'Enter a valid email address.';
      if (issue.format === 'url') return 'Enter a valid URL.';
      if (issue.format === 'datetime') {
        return 'Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].';
      }
      return 'Enter a valid value.';
    case 'invalid_value':
      if (issue.input === undefined) return 'This field is required.';
      if (issue.input === null) return 'This field may not be null.';
      return `"${String(issue.input)}" is not a valid choice.`;
    case 'not_multiple_of':
      return 'A valid integer is required.';
    default:
      return undefined;
  }
}

/** The error map every parse of a request passes to zod (route schemas and parseBody alike). */
export const drfErrorMap: z.core.$ZodErrorMap = (issue) => drfMessage(issue);

/** Puts `message` at `path` inside `errors`, nesting objects the way DRF nests serializer errors. */
function addAt(errors: FieldErrors, path: readonly PropertyKey[], message: string): void {
  const [head, ...rest] = path;
  const key = head === undefined ? 'nonFieldErrors' : String(head);
  if (rest.length === 0) {
    const existing = errors[key];
    if (Array.isArray(existing)) existing.push(message);
    else errors[key] = [message];
    return;
  }
  const existing = errors[key];
  const nested: FieldErrors = existing && !Array.isArray(existing) ? existing : {};
  errors[key] = nested;
  addAt(nested, rest, message);
}

export function toFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) addAt(errors, issue.path, issue.message);
  return errors;
}

/**
 * Parses a request body (absent means `{}`) or throws a 400 with DRF field errors. Keys the
 * schema does not know are dropped, as DRF ignores unknown and read-only fields.
 */
function bodyObject(body: unknown): Record<string, unknown> {
  const input = body === undefined || body === null ? {} : body;
  if (typeof input !== 'object' || Array.isArray(input)) {
    throw validationError({
      nonFieldErrors: [`Invalid data. Expected a dictionary, but got ${typeName(input)}.`],
    });
  }
  return input as Record<string, unknown>;
}

export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const input = bodyObject(body);
  const result = schema.safeParse(input, { error: drfErrorMap });
  if (!result.success) throw validationError(toFieldErrors(result.error));
  return result.data;
}

/**
 * Parses each field of an object schema on its own, as DRF's serializer fields do: the values that
 * are valid, and the errors of the others (so references can be checked for the valid ones and
 * every error answered at once). A body that is not an object throws the usual 400.
 */
export function parseFields(
  schema: z.ZodObject,
  body: unknown,
): { values: Record<string, unknown>; errors: FieldErrors } {
  const input = bodyObject(body);
  const values: Record<string, unknown> = {};
  const errors: FieldErrors = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const result = (field as z.ZodType).safeParse(input[key], { error: drfErrorMap });
    if (result.success) {
      if (result.data !== undefined) values[key] = result.data;
    } else {
      for (const issue of result.error.issues) addAt(errors, [key, ...issue.path], issue.message);
    }
  }
  return { values, errors };
}
