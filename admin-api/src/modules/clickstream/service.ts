// Writes of the activity records; nothing reads them back through the API.
import { type Db } from '../../db/client';
import { clickstreamActivities, clickstreamStreams } from '../../db/schema/clickstream';

export type StreamRecord = {
  url: string;
  kind: number;
  id?: number | null | undefined;
  referral?: string | null | undefined;
};

export type ActivityRecord = { actionType: string; actionDetails: string; data?: unknown; context?: unknown };

export async function recordStream(db: Db, userId: number, record: StreamRecord): Promise<void> {
  await db.insert(clickstreamStreams).values({
    userId,
    url: record.url,
    kind: record.kind,
    objectId: record.id ?? null,
    referral: record.referral || null,
  });
}

export async function recordActivity(db: Db, userId: number, record: ActivityRecord): Promise<void> {
  await db.insert(clickstreamActivities).values({
    userId,
    actionType: record.actionType,
    actionDetails: record.actionDetails,
    data: record.data ?? {},
    context: record.context ?? {},
  });
}
