// `maintenance-status/`: public GET, staff PATCH; both are exempt from the 503 of a deploy.
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AppContext } from '../../context';
import { MAINTENANCE_API } from '../../contract/maintenance';
import { requireStaff } from '../../http/auth';
import { serializeStatus } from './serialize';
import { loadStatus, updateStatus } from './service';

const dateTime = z.iso.datetime({ offset: true }).transform((value) => new Date(value));

const patchSchema = z.object({
  backendDeployInProgress: z.boolean().optional(),
  // Spelt so in the contract (and in production's API).
  frontendDepolyInProgress: z.boolean().optional(),
  deployDate: dateTime.nullable().optional(),
  estimatedDownTimeInMinutes: z
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60)
    .optional(),
  infoMessage: z
    .object({
      showMessage: z.boolean().optional(),
      eventFromTime: dateTime.nullable().optional(),
      eventToTime: dateTime.nullable().optional(),
    })
    .optional(),
});

export const maintenanceRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(MAINTENANCE_API.status, async () => serializeStatus(await loadStatus(ctx.db)));

  app.patch(
    MAINTENANCE_API.status,
    { schema: { body: patchSchema }, preHandler: [ctx.authenticate, requireStaff] },
    async (request) => {
      const { status, changed } = await updateStatus(ctx.db, request.body);
      if (changed) ctx.maintenance.invalidate();
      return serializeStatus(status);
    },
  );
};
