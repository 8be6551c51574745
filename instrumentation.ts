// The client's address the portal trusts (lib/http/client-address), and server monitoring: Sentry
// starts only when a DSN is configured; without one nothing is loaded. Every server error is also
// one JSON line on stderr (lib/monitoring/server-error-log), so an operator sees failures without
// a monitoring account.
import { logServerError, requestIdOf } from '@/lib/monitoring/server-error-log';
import type { Instrumentation } from 'next';

function serverDsn(): string | undefined {
  return process.env.SENTRY_DSN || process.env.NEXT_PUBLIC_SENTRY_DSN || undefined;
}

export async function register(): Promise<void> {
  // Node's servers only: the module is never part of the edge build.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    (await import('@/lib/http/record-peer-addresses')).recordPeerAddresses();
    (await import('@/lib/http/react-node-renderer')).renderWithReactNodeBuild();
  }
  const dsn = serverDsn();
  if (!dsn) return;
  const [Sentry, { attachMonitoring }, { SENTRY_SAMPLING }] = await Promise.all([
    import('@sentry/nextjs'),
    import('@/lib/monitoring/monitoring'),
    import('@/lib/monitoring/sentry-options'),
  ]);
  Sentry.init({
    dsn,
    sampleRate: SENTRY_SAMPLING.sampleRate,
    tracesSampleRate: SENTRY_SAMPLING.tracesSampleRate,
    environment: process.env.SENTRY_ENVIRONMENT,
  });
  attachMonitoring(Sentry);
}

export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  const [error, request] = args;
  const status =
    typeof error === 'object' && error !== null ? (error as { statusCode?: unknown }).statusCode : undefined;
  logServerError({
    route: request.path,
    method: request.method,
    status: typeof status === 'number' && status >= 500 ? status : 500,
    requestId: requestIdOf(request.headers),
    error,
  });
  if (!serverDsn()) return;
  const Sentry = await import('@sentry/nextjs');
  Sentry.captureRequestError(...args);
};
