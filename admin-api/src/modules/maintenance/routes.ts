// `maintenance-status/`: public GET, staff PATCH; both are exempt from the 503 of a deploy.
import { eq } from 'drizzle-orm';
import { type FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { type AppContext } from '../../context';
import { type Db } from '../../db/client';
import { maintenanceStatus } from '../../db/schema/maintenance';
import { requireStaff } from '../../http/auth';
import { isoUtcOrNull } from '../../http/dates';
import { validationError } from '../../http/errors';
import { parseBody } from '../../http/validation';

type StatusRow = typeof maintenanceStatus.$inferSelect;

const dateTime = z.iso.datetime({ offset: true }).transform((value) => new Date(value));

const patchSchema = z.object({
  backendDeployInProgress: z.boolean().optional(),
  // Spelt so in the contract (and in production's API).
  frontendDepolyInProgress: z.boolean().optional(),
  deployDate: dateTime.nullable().optional(),
  estimatedDownTimeInMinutes: z.number().int().min(0).max(7 * 24 * 60).optional(),
  infoMessage: z
    .object({
      showMessage: z.boolean().optional(),
      eventFromTime: dateTime.nullable().optional(),
      eventToTime: dateTime.nullable().optional(),
    })
    .optional(),
});

export function serializeStatus(row: StatusRow) {
  return {
    backendDeployInProgress: row.backendDeployInProgress,
    frontendDepolyInProgress: row.frontendDeployInProgress,
    deployDate: isoUtcOrNull(row.deployDate),
    estimatedDownTimeInMinutes: row.estimatedDownTimeInMinutes,
    infoMessage: {
      showMessage: row.infoShowMessage,
      eventFromTime: isoUtcOrNull(row.infoEventFromTime),
      eventToTime: isoUtcOrNull(row.infoEventToTime),
    },
  };
}

/** The status row, created with defaults if a database somehow lacks it. */
async function loadStatus(db: Db): Promise<StatusRow> {
  const [row] = await db.select().from(maintenanceStatus).where(eq(maintenanceStatus.id, 1));
  if (row) return row;
  const [created] = await db.insert(maintenanceStatus).values({ id: 1 }).onConflictDoNothing().returning();
  return created ?? (await loadStatus(db));
}

export const maintenanceRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  app.get('/maintenance-status/', async () => serializeStatus(await loadStatus(ctx.db)));

  app.patch('/maintenance-status/', { preHandler: [ctx.authenticate, requireStaff] }, async (request) => {
    const body = parseBody(patchSchema, request.body);
    const current = await loadStatus(ctx.db);
    const changes: Partial<StatusRow> = {};
    if (body.backendDeployInProgress !== undefined) changes.backendDeployInProgress = body.backendDeployInProgress;
    if (body.frontendDepolyInProgress !== undefined) changes.frontendDeployInProgress = body.frontendDepolyInProgress;
    if (body.deployDate !== undefined) changes.deployDate = body.deployDate;
    if (body.estimatedDownTimeInMinutes !== undefined) changes.estimatedDownTimeInMinutes = body.estimatedDownTimeInMinutes;
    if (body.infoMessage?.showMessage !== undefined) changes.infoShowMessage = body.infoMessage.showMessage;
    if (body.infoMessage?.eventFromTime !== undefined) changes.infoEventFromTime = body.infoMessage.eventFromTime;
    if (body.infoMessage?.eventToTime !== undefined) changes.infoEventToTime = body.infoMessage.eventToTime;

    const from = changes.infoEventFromTime !== undefined ? changes.infoEventFromTime : current.infoEventFromTime;
    const to = changes.infoEventToTime !== undefined ? changes.infoEventToTime : current.infoEventToTime;
    if (from && to && from > to) {
      throw validationError({ infoMessage: { eventToTime: ['The event cannot end before it starts.'] } });
    }

    if (Object.keys(changes).length === 0) return serializeStatus(current);
    const [updated] = await ctx.db
      .update(maintenanceStatus)
      .set(changes)
      .where(eq(maintenanceStatus.id, 1))
      .returning();
    ctx.maintenance.invalidate();
    return serializeStatus(updated ?? current);
  });
};
