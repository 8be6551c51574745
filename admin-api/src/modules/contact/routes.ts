// `request-contact/`: a member asks Vetnet to get in touch. Mailed through the one mailer to the
// contact address of the user's country, with the user's details so staff can answer. Throttled per
// user as partner contact requests and ad replies are (MEMBER_MAIL_THROTTLE_*), and its message is
// no longer than theirs (MESSAGE_LENGTH of the contract).
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AppContext } from '../../context';
import { CONTACTS_API } from '../../contract/contacts';
import { CONTACT_REQUEST_LENGTH } from '../../contract/partners';
import { currentUser } from '../../http/auth';
import { requireFeature } from '../../http/guards';
import { userMailThrottle } from '../../http/user-mail-throttle';
import { FEATURE } from '../../rules/features';
import { sendContactRequest } from './service';

const contactSchema = z.object({
  subject: z.string().trim().min(1).max(CONTACT_REQUEST_LENGTH.subject),
  message: z.string().trim().min(1).max(CONTACT_REQUEST_LENGTH.message),
  phoneNumber: z.string().trim().max(CONTACT_REQUEST_LENGTH.phoneNumber).nullable().optional(),
});

export const contactRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.addHook('preHandler', ctx.authenticate);
  const throttleMail = userMailThrottle(
    ctx,
    ctx.config.memberMailThrottleMax,
    ctx.config.memberMailThrottleWindowSeconds,
  );

  app.post(
    CONTACTS_API.requestContact,
    { schema: { body: contactSchema }, preHandler: [requireFeature(FEATURE.contact), throttleMail] },
    async (request, reply) => {
      await sendContactRequest(ctx.mailer, currentUser(request), request.body);
      return reply.code(201).send({});
    },
  );
};
