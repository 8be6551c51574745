// `request-contact/`: a member asks Vetnet to get in touch. Mailed through the one mailer to the
// contact address of the user's country, with the user's details so staff can answer.
import { type FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { FEATURE } from '../../rules/features';
import { type AppContext } from '../../context';
import { requireFeature } from '../../domain/feature-flags';
import { currentUser } from '../../http/auth';
import { parseBody } from '../../http/validation';

const contactSchema = z.object({
  subject: z.string().trim().min(1).max(200),
  message: z.string().trim().min(1).max(5000),
  phoneNumber: z.string().trim().max(32).nullable().optional(),
});

/** Mail headers must not carry line breaks from user input. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ');

export const contactRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  app.addHook('preHandler', ctx.authenticate);

  app.post('/request-contact/', async (request, reply) => {
    const user = currentUser(request);
    await requireFeature(ctx, user, FEATURE.contact);
    const body = parseBody(contactSchema, request.body);
    const phone = body.phoneNumber || user.phoneNumber || '-';
    await ctx.mailer.send({
      to: user.member.country.contactEmail,
      replyTo: user.email,
      subject: oneLine(`Contact request: ${body.subject}`),
      text: [
        `${user.firstName} ${user.lastName} <${user.email}> of ${user.member.name} (${user.member.country.name}) asks to be contacted.`,
        `Phone: ${phone}`,
        '',
        body.message,
      ].join('\n'),
    });
    return reply.code(201).send({});
  });
};
