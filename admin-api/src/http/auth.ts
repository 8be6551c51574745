// Authentication as simplejwt's JWTAuthentication does it: `Authorization: Bearer <access>`,
// HS256, token_type access, then the user is loaded (with everything `me/` needs, in one query) and
// the token's version compared with the user's, so ended sessions (domain/sessions.ts) stay ended.
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { type ReadCache } from '../core/read-cache';
import { type Db } from '../db/client';
import { type CurrentUser, loadCurrentUser } from '../domain/current-user';
import { InvalidTokenError, type TokenClaims, type TokenService } from '../security/jwt';
import { ApiError, authenticationFailed, notAuthenticated, permissionDenied, tokenNotValid } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate`; null on public routes. */
    currentUser: CurrentUser | null;
  }
}

export type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export function registerAuthDecorators(app: FastifyInstance): void {
  app.decorateRequest('currentUser', null);
}

/** The bearer token of a request: undefined when none is sent (or another scheme is used). */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const parts = header.trim().split(/\s+/);
  if (parts[0]?.toLowerCase() !== 'bearer') return undefined;
  if (parts.length !== 2 || !parts[1]) {
    throw new ApiError(
      401,
      { detail: 'Authorization header must contain two space-delimited values', code: 'bad_authorization_header' },
      { 'WWW-Authenticate': 'Bearer realm="api"' },
    );
  }
  return parts[1];
}

export function makeAuthenticate(
  db: Db,
  tokens: TokenService,
  users: ReadCache<number, CurrentUser | null>,
): PreHandler {
  return async function authenticate(request, reply) {
    const token = bearerToken(request.headers.authorization);
    if (token === undefined) throw notAuthenticated();
    let claims: TokenClaims;
    try {
      claims = await tokens.verify(token, 'access');
    } catch (error) {
      if (error instanceof InvalidTokenError) throw tokenNotValid();
      throw error;
    }
    const userId = claims.user_id;
    const user = await users.get(userId, () => loadCurrentUser(db, userId));
    if (!user) throw authenticationFailed('User not found', 'user_not_found');
    if (!user.isActive) throw authenticationFailed('User is inactive', 'user_inactive');
    if (claims.ver !== user.tokenVersion) throw tokenNotValid();
    request.currentUser = user;
    // Personal data: never stored by a shared cache between the browser and us.
    void reply.header('Cache-Control', 'private, no-store');
  };
}

export const requireStaff: PreHandler = async (request) => {
  if (!currentUser(request).isStaff) throw permissionDenied();
};

/** The authenticated user of a route guarded by `authenticate`. */
export function currentUser(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw notAuthenticated();
  return request.currentUser;
}
