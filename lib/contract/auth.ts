// Signing in and out, tokens and passwords (spec §7 "Auth", docs/api.md "Auth", "Tokens"): the paths,
// written once here for both programs (the admin API imports them through src/contract/auth.ts).
// Changing one's own password is SETTINGS_API.setPassword.

export const AUTH_API = {
  /** POST {email, password}: a token pair. */
  login: '/auth/api-token-auth/',
  /** POST {refresh}: {access} (and a new refresh when rotation is on). */
  refresh: '/auth/api-token-refresh/',
  /** POST {refresh}: the refresh token is no longer accepted (logout). */
  blacklist: '/auth/api-token-blacklist/',
  /** POST {token}. */
  verify: '/auth/api-token-verify/',
  /** POST {email}: a sign-in link by mail. */
  magicLink: '/send-magic-login-link/',
  /** POST {email}: the activation mail again. */
  resendActivation: '/auth/register/resend_activation_email/',
  /** POST {email}: a password reset mail. */
  resetPassword: '/auth/users/reset_password/',
  /** POST {uid, token, new_password}. */
  resetPasswordConfirm: '/auth/users/reset_password_confirm/',
} as const;
