// The one maintenance status row: read (created with defaults if a database lacks it) and changed.
import { eq } from 'drizzle-orm';
import { type Db } from '../../db/client';
import { maintenanceStatus } from '../../db/schema/maintenance';
import { validationError } from '../../http/errors';
import { type StatusRow } from './serialize';

/** A PATCH of the status, in the contract's names (`frontendDepolyInProgress` is spelt so there). */
export type StatusPatch = {
  backendDeployInProgress?: boolean | undefined;
  frontendDepolyInProgress?: boolean | undefined;
  deployDate?: Date | null | undefined;
  estimatedDownTimeInMinutes?: number | undefined;
  infoMessage?:
    | {
        showMessage?: boolean | undefined;
        eventFromTime?: Date | null | undefined;
        eventToTime?: Date | null | undefined;
      }
    | undefined;
};

/** The status row, created with defaults if a database somehow lacks it. */
export async function loadStatus(db: Db): Promise<StatusRow> {
  const [row] = await db.select().from(maintenanceStatus).where(eq(maintenanceStatus.id, 1));
  if (row) return row;
  const [created] = await db.insert(maintenanceStatus).values({ id: 1 }).onConflictDoNothing().returning();
  return created ?? (await loadStatus(db));
}

/** The columns a PATCH sets: only the fields it sends. */
export function statusChanges(patch: StatusPatch): Partial<StatusRow> {
  const changes: Partial<StatusRow> = {};
  if (patch.backendDeployInProgress !== undefined) changes.backendDeployInProgress = patch.backendDeployInProgress;
  if (patch.frontendDepolyInProgress !== undefined) changes.frontendDeployInProgress = patch.frontendDepolyInProgress;
  if (patch.deployDate !== undefined) changes.deployDate = patch.deployDate;
  if (patch.estimatedDownTimeInMinutes !== undefined)
    changes.estimatedDownTimeInMinutes = patch.estimatedDownTimeInMinutes;
  if (patch.infoMessage?.showMessage !== undefined) changes.infoShowMessage = patch.infoMessage.showMessage;
  if (patch.infoMessage?.eventFromTime !== undefined) changes.infoEventFromTime = patch.infoMessage.eventFromTime;
  if (patch.infoMessage?.eventToTime !== undefined) changes.infoEventToTime = patch.infoMessage.eventToTime;
  return changes;
}

/**
 * Applies a PATCH: 400 when the event window would end before it starts (with the stored end or
 * start for the one not sent). `changed` is false when nothing was sent.
 */
export async function updateStatus(db: Db, patch: StatusPatch): Promise<{ status: StatusRow; changed: boolean }> {
  const current = await loadStatus(db);
  const changes = statusChanges(patch);
  const from = changes.infoEventFromTime !== undefined ? changes.infoEventFromTime : current.infoEventFromTime;
  const to = changes.infoEventToTime !== undefined ? changes.infoEventToTime : current.infoEventToTime;
  if (from && to && from > to) {
    throw validationError({ infoMessage: { eventToTime: ['The event cannot end before it starts.'] } });
  }
  if (Object.keys(changes).length === 0) return { status: current, changed: false };
  const [updated] = await db.update(maintenanceStatus).set(changes).where(eq(maintenanceStatus.id, 1)).returning();
  return { status: updated ?? current, changed: true };
}
