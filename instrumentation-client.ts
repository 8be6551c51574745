// Browser monitoring: loads Sentry only when a DSN is configured, and only after the page has
// started, through a dynamic import that keeps the SDK out of the first-load bundle.
import { expectMonitoring } from '@/lib/monitoring/monitoring';
import { sentryDsn } from '@/lib/monitoring/sentry-options';

const dsn = sentryDsn();
if (dsn) {
  expectMonitoring();
  void import('@/lib/monitoring/sentry-client').then(({ startBrowserMonitoring }) => startBrowserMonitoring(dsn));
}
