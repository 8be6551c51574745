import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { activityRecord, isTrackedPath } from '@/lib/activity/activity-record';
import { postStreamRecord } from '@/lib/activity/post-activity';
import { apiClient } from '@/lib/api/browser-client';
import { reportError } from '@/lib/monitoring/monitoring';

/**
 * Posts an activity record for the first page and every route change after it, login pages apart
 * (spec §2). Sent after the page has changed, never awaited, so it cannot slow navigation; a
 * failure is reported to monitoring only.
 */
export function useRouteActivity(signedIn: boolean): void {
  const router = useRouter();
  const previous = useRef<string | null>(null);

  useEffect(() => {
    if (!signedIn) return undefined;
    const record = (path: string) => {
      const referral = previous.current ?? (document.referrer || null);
      previous.current = path;
      if (!isTrackedPath(path)) return;
      postStreamRecord(apiClient, activityRecord(path, referral)).catch((error: unknown) => reportError(error, { action: 'activity stream' }));
    };
    if (previous.current === null) record(router.asPath);
    router.events.on('routeChangeComplete', record);
    return () => router.events.off('routeChangeComplete', record);
  }, [signedIn, router]);
}
