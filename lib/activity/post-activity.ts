import type { ActivityRecord } from '@/lib/activity/activity-record';
import type { ApiClient } from '@/lib/api/client';
import { ACTIVITY_API } from '@/lib/contract/activity';

/** A page view in the activity stream. */
export function postStreamRecord(api: ApiClient, record: ActivityRecord): Promise<unknown> {
  return api.post(ACTIVITY_API.stream, record);
}

export type ActionRecord = {
  actionType: 'button_clicked';
  actionDetails: string;
  data: Record<string, unknown>;
  context: Record<string, unknown>;
};

/** Something the member did, e.g. switching language (spec §7 "Activity"). */
export function postAction(api: ApiClient, action: ActionRecord): Promise<unknown> {
  return api.post(ACTIVITY_API.action, action);
}
