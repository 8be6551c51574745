// The current user: `me/`, preferences, acting member and the member tree.
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AppContext } from '../../context';
import { reloadMe, serializeMe } from '../../domain/current-user';
import { flattenTree, memberExists, memberTreeFor } from '../../domain/members';
import { currentUser } from '../../http/auth';
import { fieldError, permissionDenied } from '../../http/errors';
import { invalidPkMessage, numberChoice, primaryKey } from '../../http/fields';
import { FEATURE_IDS } from '../../rules/features';
import { setActingMember, setPreferences, updateProfile } from './service';

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

export const meRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.addHook('preHandler', ctx.authenticate);

  app.get('/me/', async (request) => serializeMe(currentUser(request)));

  app.patch('/me/', { schema: { body: patchMeSchema } }, async (request) => {
    const user = currentUser(request);
    await updateProfile(ctx.db, user.id, request.body);
    return reloadMe(ctx.db, user.id);
  });

  app.post('/me/preferences/', { schema: { body: preferencesSchema } }, async (request) => {
    const user = currentUser(request);
    await setPreferences(ctx.db, user.id, request.body.preferences);
    return reloadMe(ctx.db, user.id);
  });

  app.patch('/me/member/', { schema: { body: memberSchema } }, async (request) => {
    const user = currentUser(request);
    const { member } = request.body;
    if (!(await memberExists(ctx.db, member))) throw fieldError('member', invalidPkMessage(member));
    if (!user.isStaff) {
      if (!user.changeMember) throw permissionDenied('You may not change the member you act for.');
      if (!flattenTree(await memberTreeFor(ctx.db, user)).includes(member)) {
        throw permissionDenied('This member is not in your member tree.');
      }
    }
    await setActingMember(ctx.db, user.id, member);
    return reloadMe(ctx.db, user.id);
  });

  // Every purchasing page of a chain user or staff asks for it; it reads all members. The tree
  // depends only on what the key names, and any write empties the cache.
  app.get('/me/member-tree/', async (request) => {
    const user = currentUser(request);
    const key = `member-tree|${user.isStaff}|${user.changeMember}|${user.memberId}`;
    return ctx.contentCache.get(key, () => memberTreeFor(ctx.db, user));
  });
};
