// Collecting DRF field errors while checking a write, so every error is answered at once.
import { type FieldErrors } from '../../http/errors';

/** Adds `message` to `field`'s errors once. */
export function addError(errors: FieldErrors, field: string, message: string): void {
  const list = errors[field];
  if (Array.isArray(list)) {
    if (!list.includes(message)) list.push(message);
  } else errors[field] = [message];
}

export const unique = (values: readonly number[]) => [...new Set(values)];
