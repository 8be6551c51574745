import * as v from 'valibot';

/** The one field of the magic-link, reset and activation requests. */
export const emailInputSchema = v.object({ email: v.pipe(v.string(), v.email()) });
export type EmailInput = v.InferOutput<typeof emailInputSchema>;
