import { ACTIVITY_KIND } from '@/lib/activity/activity-record';
import { postStreamRecord } from '@/lib/activity/post-activity';
import { apiClient } from '@/lib/api/browser-client';
import { reportError } from '@/lib/monitoring/monitoring';
import { reportPagePath } from '../reports-query';

/** An activity record of kind 1 for a report opened or downloaded (spec §3); never awaited, a failure only reported. */
export function recordReportOpened(id: number): void {
  postStreamRecord(apiClient, { url: reportPagePath(id), kind: ACTIVITY_KIND.report, id }).catch((error: unknown) =>
    reportError(error, { action: 'report activity' }),
  );
}
