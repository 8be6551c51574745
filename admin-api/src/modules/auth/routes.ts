// Auth endpoints: JWT pair, refresh, verify, magic link, reset and activation (all public), and the
// signed-in user's password change.
import { type FastifyRequest } from 'fastify';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AppContext } from '../../context';
import { AUTH_API } from '../../contract/auth';
import { SETTINGS_API } from '../../contract/settings';
import { currentUser } from '../../http/auth';
import { type AuthThrottleScope } from '../../http/auth-throttle';
import { authenticationFailed, fieldError, nonFieldError, tokenNotValid, validationError } from '../../http/errors';
import { emailField } from '../../http/fields';
import { isPortalPath } from '../../http/portal-path';
import { InvalidTokenError, type TokenClaims, type TokenType } from '../../security/jwt';
import { passwordProblems, verifyPassword } from '../../security/passwords';
import { decodeUid } from '../../security/uid';
import { recordInvitationAccepted } from '../users/service';
import {
  authenticateCredentials,
  blacklistToken,
  findUserByEmail,
  findUserById,
  isTokenBlacklisted,
  replacePassword,
  sendActivation,
  sendMagicLink,
  sendPasswordReset,
  setPasswordOnce,
} from './service';

const credentialsSchema = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(4096),
});
const refreshSchema = z.object({ refresh: z.string().min(1).max(4096) });
const verifySchema = z.object({ token: z.string().min(1).max(4096) });
const emailSchema = z.object({ email: emailField });
/** The magic link may name the portal page it leads to (an extension of the contract, docs/api.md). */
const magicLinkSchema = emailSchema.extend({
  next: z.string().refine(isPortalPath, 'Enter a path on the portal, starting with a single "/".').optional(),
});
const setPasswordSchema = z.object({
  currentPassword: z.string().min(1).max(4096),
  newPassword: z.string().min(1).max(4096),
});
const resetConfirmSchema = z.object({
  uid: z.string().min(1).max(64),
  token: z.string().min(1).max(128),
  newPassword: z.string().min(1).max(4096),
  reNewPassword: z.string().min(1).max(4096),
});

const INVALID_TOKEN = 'Token is invalid or expired';
const BLACKLISTED = 'Token is blacklisted';
const NO_ACTIVE_ACCOUNT = 'No active account found with the given credentials';
const INVALID_PASSWORD = 'Invalid password.';

function bodyField(request: FastifyRequest, field: string): unknown {
  const body = request.body;
  return body && typeof body === 'object' ? (body as Record<string, unknown>)[field] : undefined;
}

export const authRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  // Counts the attempt before anything else, as DRF's throttles run before the view.
  const throttle = (scope: AuthThrottleScope, key: string) => async (request: FastifyRequest) => {
    ctx.authThrottle.check(scope, request.ip, bodyField(request, key));
  };

  async function verifyOrReject(token: string, type?: TokenType): Promise<TokenClaims> {
    try {
      return await ctx.tokens.verify(token, type);
    } catch (error) {
      if (error instanceof InvalidTokenError) throw tokenNotValid(INVALID_TOKEN);
      throw error;
    }
  }

  app.post(
    AUTH_API.login,
    { schema: { body: credentialsSchema }, preHandler: throttle('login', 'email') },
    async (request) => {
      const { email, password } = request.body;
      const user = await authenticateCredentials(ctx, email, password);
      if (!user) throw nonFieldError(NO_ACTIVE_ACCOUNT);
      return ctx.tokens.pair(user);
    },
  );

  app.post(AUTH_API.refresh, { schema: { body: refreshSchema } }, async (request) => {
    const { refresh } = request.body;
    const claims = await verifyOrReject(refresh, 'refresh');
    const user = await findUserById(ctx, claims.user_id);
    if (!user || !user.isActive) throw authenticationFailed(NO_ACTIVE_ACCOUNT, 'no_active_account');
    // A session ended since (password change or reset, deactivation) stays ended.
    if (claims.ver !== user.tokenVersion) throw tokenNotValid(INVALID_TOKEN);
    if (claims.magic || ctx.config.rotateRefreshTokens) {
      // Single use: a magic token, or any refresh token under rotation, is blacklisted by its first
      // exchange, which alone gets the new pair (the insert is the check, so a race has one winner).
      if (!(await blacklistToken(ctx, claims.jti, claims.exp))) throw tokenNotValid(BLACKLISTED);
      return ctx.tokens.pair(user);
    }
    if (await isTokenBlacklisted(ctx, claims.jti)) throw tokenNotValid(BLACKLISTED);
    return { access: await ctx.tokens.sign('access', user) };
  });

  // simplejwt's TokenBlacklistView: logout revokes the session's refresh token. The access token
  // stays valid until it expires (15 minutes), as with simplejwt.
  app.post(AUTH_API.blacklist, { schema: { body: refreshSchema } }, async (request) => {
    const claims = await verifyOrReject(request.body.refresh, 'refresh');
    if (!(await blacklistToken(ctx, claims.jti, claims.exp))) throw tokenNotValid(BLACKLISTED);
    return {};
  });

  app.post(AUTH_API.verify, { schema: { body: verifySchema } }, async (request) => {
    const { token } = request.body;
    const claims = await verifyOrReject(token);
    if (await isTokenBlacklisted(ctx, claims.jti)) throw tokenNotValid(BLACKLISTED);
    const user = await findUserById(ctx, claims.user_id);
    if (user && claims.ver !== user.tokenVersion) throw tokenNotValid(INVALID_TOKEN);
    return {};
  });

  // djoser's set_password, answering a fresh pair (our extension): the change ends every session,
  // this one too, so the caller keeps working with the new tokens.
  app.post(
    SETTINGS_API.setPassword,
    {
      schema: { body: setPasswordSchema },
      preHandler: [
        ctx.authenticate,
        async (request) => ctx.authThrottle.check('set-password', request.ip, String(currentUser(request).id)),
      ],
    },
    async (request) => {
      const { currentPassword, newPassword } = request.body;
      const user = await findUserById(ctx, currentUser(request).id);
      if (!user) throw tokenNotValid();
      // djoser checks the current password (a field validator) before the new one's rules.
      if (!(await verifyPassword(currentPassword, user.password)))
        throw fieldError('currentPassword', INVALID_PASSWORD);
      const problems = passwordProblems(newPassword, user.email);
      if (problems.length > 0) throw validationError({ newPassword: problems });
      // Null: another change came first, so the password checked above is no longer the current one.
      const tokenVersion = await replacePassword(ctx, user, newPassword);
      if (tokenVersion === null) throw fieldError('currentPassword', INVALID_PASSWORD);
      return ctx.tokens.pair({ id: user.id, tokenVersion });
    },
  );

  app.post(
    AUTH_API.magicLink,
    { schema: { body: magicLinkSchema }, preHandler: throttle('magic-link', 'email') },
    async (request, reply) => {
      const { email, next } = request.body;
      const user = await findUserByEmail(ctx, email);
      if (user?.isActive) await mailQuietly(request, () => sendMagicLink(ctx, user, next));
      return reply.code(204).send();
    },
  );

  app.post(
    AUTH_API.resendActivation,
    { schema: { body: emailSchema }, preHandler: throttle('activation', 'email') },
    async (request, reply) => {
      const { email } = request.body;
      const user = await findUserByEmail(ctx, email);
      // Only a user who never set a password: a deactivated one must not reactivate themselves.
      if (user && !user.isActive && user.password === null) await mailQuietly(request, () => sendActivation(ctx, user));
      return reply.code(204).send();
    },
  );

  app.post(
    AUTH_API.resetPassword,
    { schema: { body: emailSchema }, preHandler: throttle('reset-password', 'email') },
    async (request, reply) => {
      const { email } = request.body;
      const user = await findUserByEmail(ctx, email);
      if (user?.isActive) await mailQuietly(request, () => sendPasswordReset(ctx, user));
      return reply.code(204).send();
    },
  );

  app.post(
    AUTH_API.resetPasswordConfirm,
    { schema: { body: resetConfirmSchema }, preHandler: throttle('reset-password-confirm', 'uid') },
    async (request, reply) => {
      const body = request.body;
      // djoser's order: uid, then token, then the password rules, then the retyped password.
      const userId = decodeUid(body.uid);
      const user = userId === null ? null : await findUserById(ctx, userId);
      if (!user) throw fieldError('uid', "Invalid user id or user doesn't exist.");
      if (!ctx.resetTokens.check(user, body.token)) throw fieldError('token', 'Invalid token for given user.');
      const problems = passwordProblems(body.newPassword, user.email);
      if (problems.length > 0) throw validationError({ newPassword: problems });
      if (body.newPassword !== body.reNewPassword) throw nonFieldError("The two password fields didn't match.");
      if (!(await setPasswordOnce(ctx, user, body.newPassword))) {
        throw fieldError('token', 'Invalid token for given user.');
      }
      await recordInvitationAccepted(ctx.db, user, ctx.now());
      return reply.code(204).send();
    },
  );
};

/**
 * These endpoints answer 204 whatever the address, so a mail failure must not tell a caller that
 * the account exists: it is logged and the answer stays the same.
 */
async function mailQuietly(request: FastifyRequest, send: () => Promise<void>): Promise<void> {
  try {
    await send();
  } catch (error) {
    request.log.error({ err: error }, 'could not send an account e-mail');
  }
}
