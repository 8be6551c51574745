// The current user: `me/` (the profile of My settings), preferences, acting member and the member tree.
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AppContext } from '../../context';
import { PHONE_PATTERN, PROFILE_LIMITS, SETTINGS_API } from '../../contract/settings';
import { POSITION } from '../../contract/user';
import { reloadMe, serializeMe } from '../../domain/current-user';
import { flattenTree, memberExists, memberTreeFor } from '../../domain/members';
import { currentUser } from '../../http/auth';
import { fieldError, permissionDenied, validationError } from '../../http/errors';
import { invalidPkMessage, numberChoice, primaryKey } from '../../http/fields';
import { languageChoiceProblem, NOT_OFFERED_LANGUAGE } from '../locale/service';
import { registerMeWith } from './me-with';
import { setActingMember, setPreferences, updateProfile } from './service';

const POSITIONS = Object.values(POSITION);

/** More than there are tags; a bound on what one request may make us look up. */
const MAX_PREFERENCES = 200;

/** Required when sent: a name may be changed, not removed. */
const nameField = z.string().trim().min(1).max(PROFILE_LIMITS.name);
const phoneField = z
  .string()
  .trim()
  .max(PROFILE_LIMITS.phoneNumber)
  .refine((phone) => phone === '' || PHONE_PATTERN.test(phone), 'Enter a valid phone number.');

export const patchMeSchema = z.object({
  firstName: nameField.optional(),
  lastName: nameField.optional(),
  phoneNumber: phoneField.optional(),
  title: numberChoice(POSITIONS).nullable().optional(),
  language: primaryKey.optional(),
  hasDigestSubscribed: z.boolean().optional(),
  isOnboarded: z.boolean().optional(),
});

/** Tag ids (`GET tags/`); the service checks that each is a tag. */
const preferencesSchema = z.object({ preferences: z.array(primaryKey).max(MAX_PREFERENCES) });

const memberSchema = z.object({ member: primaryKey });

export const meRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.addHook('preHandler', ctx.authenticate);

  app.get(SETTINGS_API.me, async (request) => serializeMe(currentUser(request)));
  registerMeWith(app, ctx);

  app.patch(SETTINGS_API.me, { schema: { body: patchMeSchema } }, async (request) => {
    const user = currentUser(request);
    const { language, ...changes } = request.body;
    if (language !== undefined) {
      // The rule of `dev/locale/`, answered here as the form's field error.
      const problem = await languageChoiceProblem(ctx.db, user, language);
      if (problem) {
        throw validationError({
          language: [problem === 'unknown' ? invalidPkMessage(language) : NOT_OFFERED_LANGUAGE],
        });
      }
    }
    await updateProfile(ctx.db, user.id, language === undefined ? changes : { ...changes, languageId: language });
    return reloadMe(ctx.db, user.id);
  });

  app.post(SETTINGS_API.preferences, { schema: { body: preferencesSchema } }, async (request) => {
    const user = currentUser(request);
    await setPreferences(ctx.db, user.id, request.body.preferences);
    return reloadMe(ctx.db, user.id);
  });

  app.patch(SETTINGS_API.member, { schema: { body: memberSchema } }, async (request) => {
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
  app.get(SETTINGS_API.memberTree, async (request) => {
    const user = currentUser(request);
    const key = `member-tree|${user.isStaff}|${user.changeMember}|${user.memberId}`;
    return ctx.contentCache.get(key, () => memberTreeFor(ctx.db, user));
  });
};
