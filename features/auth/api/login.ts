import * as v from 'valibot';
import type { ApiClient } from '@/lib/api/client';
import type { TokenPair } from '@/lib/auth/token-cookies';
import { AUTH_API } from '@/lib/contract/auth';
import { normalizeEmail } from '@/lib/text/email';

export const LOGIN_PATH = AUTH_API.login;

export const loginInputSchema = v.object({
  email: v.pipe(v.string(), v.email()),
  password: v.pipe(v.string(), v.minLength(1)),
});
export type LoginInput = v.InferOutput<typeof loginInputSchema>;

/** Exchanges e-mail and password for a token pair (spec §7 Auth). */
export function login(api: ApiClient, input: LoginInput): Promise<TokenPair> {
  return api.post<TokenPair>(
    LOGIN_PATH,
    { email: normalizeEmail(input.email), password: input.password },
    { skipAuth: true },
  );
}
