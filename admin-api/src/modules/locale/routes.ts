// Developer-panel locale calls: locale options, `dev/locale/` and the country switcher. Who may
// change what is decided here, not in the portal: language for anyone (within the member
// country's languages unless staff), the member's country for staff, the role for staff and
// `changeMember` users, the country switcher for staff and users of a Vetnet member.
import { type FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { USER_ROLE_IDS } from '../../rules/levels';
import { type AppContext } from '../../context';
import { loadCurrentUser, serializeMe } from '../../domain/current-user';
import { currentUser } from '../../http/auth';
import { nonFieldError, notFound, permissionDenied, validationError } from '../../http/errors';
import { invalidPkMessage, numberChoice, primaryKey } from '../../http/fields';
import { parseBody } from '../../http/validation';
import {
  countryExists,
  languageExists,
  localeOptions,
  moveMember,
  setUserLanguage,
  setUserRole,
} from './service';

const LOCALE_KEYS = ['language', 'member', 'role'] as const;

const localeSchema = z.object({
  language: primaryKey.optional(),
  member: z.object({ country: primaryKey }).optional(),
  role: numberChoice(USER_ROLE_IDS).optional(),
});

const countrySwitchSchema = z.object({ country: primaryKey });

export const localeRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  app.addHook('preHandler', ctx.authenticate);

  async function reloaded(userId: number) {
    const user = await loadCurrentUser(ctx.db, userId);
    if (!user) throw notFound();
    return serializeMe(user);
  }

  app.get('/dev/locale-options/', async () => localeOptions(ctx.db));

  app.patch('/dev/locale/', async (request) => {
    const user = currentUser(request);
    const raw = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
    const sent = LOCALE_KEYS.filter((key) => raw[key] !== undefined);
    if (sent.length !== 1) throw nonFieldError('Send exactly one of language, member.country or role.');
    const body = parseBody(localeSchema, raw);

    if (body.language !== undefined) {
      if (!(await languageExists(ctx.db, body.language))) {
        throw validationError({ language: [invalidPkMessage(body.language)] });
      }
      const offered = user.member.country.languages.some((language) => language.id === body.language);
      if (!user.isStaff && !offered) throw permissionDenied("This language is not one of your member country's languages.");
      await setUserLanguage(ctx.db, user.id, body.language);
    } else if (body.member !== undefined) {
      if (!user.isStaff) throw permissionDenied('Only staff may change the country of their member.');
      if (!(await countryExists(ctx.db, body.member.country))) {
        throw validationError({ member: { country: [invalidPkMessage(body.member.country)] } });
      }
      await moveMember(ctx.db, user.memberId, body.member.country);
    } else if (body.role !== undefined) {
      if (!user.isStaff && !user.changeMember) throw permissionDenied('You may not change your role.');
      await setUserRole(ctx.db, user.id, body.role);
    }
    return reloaded(user.id);
  });

  app.patch('/dev/country-switcher/', async (request) => {
    const user = currentUser(request);
    const { country } = parseBody(countrySwitchSchema, request.body);
    if (!user.isStaff && !user.member.isVetnet) {
      throw permissionDenied('Only staff and Vetnet members may switch country.');
    }
    if (!(await countryExists(ctx.db, country))) throw validationError({ country: [invalidPkMessage(country)] });
    await moveMember(ctx.db, user.memberId, country);
    return reloaded(user.id);
  });
};
