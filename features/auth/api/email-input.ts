import * as z from 'zod/mini';

/** The one field of the magic-link, reset and activation requests. */
export const emailInputSchema = z.object({ email: z.email() });
export type EmailInput = z.infer<typeof emailInputSchema>;
