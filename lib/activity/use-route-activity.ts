import { useRouter } from 'next/router';
import { useCallback, useEffect, useRef } from 'react';
import { apiClient } from '@/lib/api/browser-client';
import { reportError } from '@/lib/monitoring/monitoring';

/** The record's builder (with the route map's readers) and its sender: loaded with the first page view, after hydration. */
const loadRecording = () =>
  Promise.all([import('@/lib/activity/activity-record'), import('@/lib/activity/post-activity')]);

/**
 * Posts an activity record for the first page and every route change after it, login pages apart
 * (spec §2). Sent after the page has changed, never awaited, so it cannot slow navigation; a
 * failure is reported to monitoring only.
 *
 * Each page view is recorded once. A form login is a client navigation from /login to the next
 * page, and the session (`signedIn`) arrives with that page, in the same navigation: its first page
 * is recorded either when the session starts or when the navigation completes, never both. So the
 * router's events are followed from the start, signed in or not, to know whether a navigation is
 * still under way when the session starts.
 */
export function useRouteActivity(signedIn: boolean): void {
  const router = useRouter();
  const previous = useRef<string | null>(null);
  const tracking = useRef(false);
  const navigating = useRef(false);

  const record = useCallback((path: string) => {
    const referral = previous.current ?? (document.referrer || null);
    previous.current = path;
    loadRecording()
      .then(([{ activityRecord, isTrackedPath }, { postStreamRecord }]) =>
        isTrackedPath(path) ? postStreamRecord(apiClient, activityRecord(path, referral)) : undefined,
      )
      .catch((error: unknown) => reportError(error, { action: 'activity stream' }));
  }, []);

  useEffect(() => {
    const started = () => void (navigating.current = true);
    const completed = (path: string) => {
      navigating.current = false;
      if (tracking.current) record(path);
    };
    const failed = () => void (navigating.current = false);
    router.events.on('routeChangeStart', started);
    router.events.on('routeChangeComplete', completed);
    router.events.on('routeChangeError', failed);
    return () => {
      router.events.off('routeChangeStart', started);
      router.events.off('routeChangeComplete', completed);
      router.events.off('routeChangeError', failed);
    };
  }, [router.events, record]);

  const path = router.asPath;
  useEffect(() => {
    tracking.current = signedIn;
    // The session's first page, unless the navigation that brought it is still to complete (above).
    if (signedIn && previous.current === null && !navigating.current) record(path);
  }, [signedIn, path, record]);
}
