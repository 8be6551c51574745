// Developer-panel locale calls: locale options, `dev/locale/` and the country switcher. Who may
// change what is decided here, not in the portal: language for anyone (within the member
// country's languages unless staff), the member's country and the role for staff only (a non-staff
// user never ends above the role she was given; each role change goes to the member's change log),
// the country switcher for staff and users of a Vetnet member.
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AppContext } from '../../context';
import { DEVELOPER_API } from '../../contract/developer';
import { reloadMe } from '../../domain/current-user';
import { currentUser } from '../../http/auth';
import { permissionDenied, validationError } from '../../http/errors';
import { invalidPkMessage, numberChoice, primaryKey } from '../../http/fields';
import { USER_ROLE_IDS } from '../../rules/levels';
import {
  countryExists,
  languageChoiceProblem,
  cachedLocaleOptions,
  moveMember,
  NOT_OFFERED_LANGUAGE,
  setUserLanguage,
  setUserRole,
} from './service';

const LOCALE_KEYS = ['language', 'member', 'role'] as const;

/** One change per call: which one is checked before the value is. */
const localeSchema = z.preprocess(
  (body, check) => {
    const raw = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    if (LOCALE_KEYS.filter((key) => raw[key] !== undefined).length === 1) return raw;
    check.addIssue({ code: 'custom', message: 'Send exactly one of language, member.country or role.', input: body });
    return z.NEVER;
  },
  z.object({
    language: primaryKey.optional(),
    member: z.object({ country: primaryKey }).optional(),
    role: numberChoice(USER_ROLE_IDS).optional(),
  }),
);

const countrySwitchSchema = z.object({ country: primaryKey });

export const localeRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.addHook('preHandler', ctx.authenticate);

  app.get(DEVELOPER_API.localeOptions, () => cachedLocaleOptions(ctx));

  app.patch(DEVELOPER_API.locale, { schema: { body: localeSchema } }, async (request) => {
    const user = currentUser(request);
    const body = request.body;

    if (body.language !== undefined) {
      const problem = await languageChoiceProblem(ctx.db, user, body.language);
      if (problem === 'unknown') throw validationError({ language: [invalidPkMessage(body.language)] });
      if (problem === 'notOffered') throw permissionDenied(NOT_OFFERED_LANGUAGE);
      await setUserLanguage(ctx.db, user.id, body.language);
    } else if (body.member !== undefined) {
      if (!user.isStaff) throw permissionDenied('Only staff may change the country of their member.');
      if (!(await countryExists(ctx.db, body.member.country))) {
        throw validationError({ member: { country: [invalidPkMessage(body.member.country)] } });
      }
      await moveMember(ctx.db, user.memberId, body.member.country);
    } else if (body.role !== undefined) {
      if (!user.isStaff) throw permissionDenied('Only staff may change their role.');
      await setUserRole(ctx.db, user, body.role, ctx.now());
    }
    return reloadMe(ctx.db, user.id);
  });

  app.patch(DEVELOPER_API.countrySwitcher, { schema: { body: countrySwitchSchema } }, async (request) => {
    const user = currentUser(request);
    const { country } = request.body;
    if (!user.isStaff && !user.member.isVetnet) {
      throw permissionDenied('Only staff and Vetnet members may switch country.');
    }
    if (!(await countryExists(ctx.db, country))) throw validationError({ country: [invalidPkMessage(country)] });
    await moveMember(ctx.db, user.memberId, country);
    return reloadMe(ctx.db, user.id);
  });
};
