// The current user: `me/`, preferences, acting member and the member tree.
import { eq } from 'drizzle-orm';
import { type FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { FEATURE_IDS } from '../../rules/features';
import { type AppContext } from '../../context';
import { members, users } from '../../db/schema/accounts';
import { loadCurrentUser, serializeMe } from '../../domain/current-user';
import { flattenTree, memberTreeFor } from '../../domain/members';
import { currentUser } from '../../http/auth';
import { fieldError, notFound, permissionDenied } from '../../http/errors';
import { invalidPkMessage, numberChoice, primaryKey } from '../../http/fields';
import { parseBody } from '../../http/validation';

const POSITIONS = [0, 1, 2, 3] as const;

const patchMeSchema = z.object({
  firstName: z.string().trim().max(150).optional(),
  lastName: z.string().trim().max(150).optional(),
  phoneNumber: z.string().trim().max(32).optional(),
  title: numberChoice(POSITIONS).nullable().optional(),
  hasDigestSubscribed: z.boolean().optional(),
  isOnboarded: z.boolean().optional(),
});

const preferencesSchema = z.object({ preferences: z.array(numberChoice(FEATURE_IDS)).max(FEATURE_IDS.length * 2) });

const memberSchema = z.object({ member: primaryKey });

export const meRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  app.addHook('preHandler', ctx.authenticate);

  /** The user as stored now (after a write). */
  async function reloaded(userId: number) {
    const user = await loadCurrentUser(ctx.db, userId);
    if (!user) throw notFound();
    return serializeMe(user);
  }

  app.get('/me/', async (request) => serializeMe(currentUser(request)));

  app.patch('/me/', async (request) => {
    const user = currentUser(request);
    const changes = parseBody(patchMeSchema, request.body);
    if (Object.keys(changes).length > 0) {
      await ctx.db.update(users).set(changes).where(eq(users.id, user.id));
    }
    return reloaded(user.id);
  });

  app.post('/me/preferences/', async (request) => {
    const user = currentUser(request);
    const { preferences } = parseBody(preferencesSchema, request.body);
    await ctx.db
      .update(users)
      .set({ preferences: [...new Set(preferences)] })
      .where(eq(users.id, user.id));
    return reloaded(user.id);
  });

  app.patch('/me/member/', async (request) => {
    const user = currentUser(request);
    const { member } = parseBody(memberSchema, request.body);
    const [target] = await ctx.db.select({ id: members.id }).from(members).where(eq(members.id, member));
    if (!target) throw fieldError('member', invalidPkMessage(member));
    if (!user.isStaff) {
      if (!user.changeMember) throw permissionDenied('You may not change the member you act for.');
      if (!flattenTree(await memberTreeFor(ctx.db, user)).includes(member)) {
        throw permissionDenied('This member is not in your member tree.');
      }
    }
    await ctx.db.update(users).set({ memberId: member }).where(eq(users.id, user.id));
    return reloaded(user.id);
  });

  app.get('/me/member-tree/', async (request) => memberTreeFor(ctx.db, currentUser(request)));
};
