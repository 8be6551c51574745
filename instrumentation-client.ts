// Browser monitoring: loads Sentry only when a DSN is configured, and only after the page has
// started, through a dynamic import that keeps the SDK out of the first-load bundle.
import { expectMonitoring } from '@/lib/monitoring/monitoring';
import { sentryDsn } from '@/lib/monitoring/sentry-options';

type TransitionStart = (href: string, navigationType: 'push' | 'replace' | 'traverse') => void;

/** Sentry's navigation hook once the SDK has loaded; null before, and always without a DSN. */
let transitionStart: TransitionStart | null = null;

const dsn = sentryDsn();
if (dsn) {
  expectMonitoring();
  void import('@/lib/monitoring/sentry-client').then(({ startBrowserMonitoring, captureRouterTransitionStart }) => {
    startBrowserMonitoring(dsn);
    transitionStart = captureRouterTransitionStart;
  });
}

/**
 * Next's navigation hook, handed to Sentry's `captureRouterTransitionStart` (navigation spans).
 * Not `export const … = Sentry.captureRouterTransitionStart`: that would put the SDK in every first
 * load. Next calls this hook from its app router; in this pages-router portal the navigations are
 * traced by Sentry's own `browserTracingIntegration` (next/router's routeChangeStart), so this is
 * wired for the day pages move to the app router, and does nothing before Sentry has loaded.
 */
export function onRouterTransitionStart(href: string, navigationType: 'push' | 'replace' | 'traverse'): void {
  transitionStart?.(href, navigationType);
}
