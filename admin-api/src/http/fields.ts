// Small zod building blocks that speak DRF's messages.
import { z } from 'zod';

/** A DRF ChoiceField over numbers: `"7" is not a valid choice.` for anything else. */
export function numberChoice<T extends number>(values: readonly T[]) {
  return z.custom<T>((value) => typeof value === 'number' && (values as readonly number[]).includes(value), {
    error: (issue) =>
      issue.input === undefined ? 'This field is required.' : `"${String(issue.input)}" is not a valid choice.`,
  });
}

/** A DRF PrimaryKeyRelatedField's input: a positive integer id. */
export const primaryKey = z
  .number({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? undefined
        : `Incorrect type. Expected pk value, received ${typeName(issue.input)}.`,
  })
  .int()
  .positive();

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'list';
  return typeof value === 'string' ? 'str' : typeof value;
}

/**
 * A vocabulary's stable code (a content category's, a discovery category's): what the portal's
 * translations are keyed by, 1–32 letters, digits, `-` and `_`.
 */
export const vocabularyCode = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, "-" and "_" only.');

export const invalidPkMessage = (id: number) => `Invalid pk "${id}" - object does not exist.`;

/** An e-mail address as typed: trimmed, at most 254 characters, "Enter a valid email address." otherwise. */
export const emailField = z.string().trim().min(1).max(254).pipe(z.email());
