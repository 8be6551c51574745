// `request-contact/`: a member asks Vetnet to get in touch. Mailed through the one mailer to the
// contact address of the user's country, with the user's details so staff can answer.
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AppContext } from '../../context';
import { CONTACT_REQUEST_LIMITS as LIMITS } from '../../contract/contact';
import { currentUser } from '../../http/auth';
import { requireFeature } from '../../http/guards';
import { FEATURE } from '../../rules/features';
import { sendContactRequest } from './service';

const contactSchema = z.object({
  subject: z.string().trim().min(1).max(LIMITS.subject),
  message: z.string().trim().min(1).max(LIMITS.message),
  phoneNumber: z.string().trim().max(LIMITS.phoneNumber).nullable().optional(),
});

export const contactRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.addHook('preHandler', ctx.authenticate);

  app.post(
    '/request-contact/',
    { schema: { body: contactSchema }, preHandler: requireFeature(FEATURE.contact) },
    async (request, reply) => {
      await sendContactRequest(ctx.mailer, currentUser(request), request.body);
      return reply.code(201).send({});
    },
  );
};
