import * as Sentry from '@sentry/nextjs';
import { NAVIGATION_CANCELLED } from '@/lib/browser/navigation';
import { attachMonitoring } from '@/lib/monitoring/monitoring';
import { SENTRY_SAMPLING } from '@/lib/monitoring/sentry-options';

/**
 * Starts Sentry in the browser. Loaded by `instrumentation-client.ts` through a dynamic import,
 * and only when a DSN is set, so the SDK never weighs on the first page load; Replay loads later still.
 */
export function startBrowserMonitoring(dsn: string): void {
  Sentry.init({
    dsn,
    ...SENTRY_SAMPLING,
    environment: process.env.NEXT_PUBLIC_SENTRY_ENVIRONMENT,
    // A navigation the user chose not to make (unsaved changes) is not an error.
    ignoreErrors: [NAVIGATION_CANCELLED],
  });
  attachMonitoring(Sentry);
  void import('@sentry/nextjs').then(({ replayIntegration }) => {
    Sentry.addIntegration(replayIntegration({ maskAllText: true, blockAllMedia: true }));
  });
}

export const captureRouterTransitionStart = Sentry.captureRouterTransitionStart;
