import type { Validation } from '@/lib/forms/validate';
import type { GenericSchema, InferOutput } from 'valibot';

/**
 * Checks form values as `validate` does, with the schema and valibot loaded on the first submission
 * rather than with the page (`loadSchema` imports the module that declares it).
 */
export async function validateOnSubmit<TSchema extends GenericSchema>(
  loadSchema: () => Promise<TSchema>,
  values: Record<string, unknown>,
): Promise<Validation<InferOutput<TSchema>>> {
  const [{ validate }, schema] = await Promise.all([import('@/lib/forms/validate'), loadSchema()]);
  return validate(schema, values);
}
