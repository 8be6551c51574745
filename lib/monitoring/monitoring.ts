import { monitoringUser, type MonitoredPerson, type MonitoringUser } from '@/lib/monitoring/monitoring-user';

/** The part of the Sentry SDK the portal uses, so the SDK itself can load late (or never). */
export type MonitoringSdk = {
  captureException(error: unknown, hint?: { extra?: Record<string, unknown> }): unknown;
  setUser(user: MonitoringUser | null): void;
};

type Pending =
  { kind: 'error'; error: unknown; extra?: Record<string, unknown> } | { kind: 'user'; user: MonitoringUser | null };

const MAX_PENDING = 50;
let sdk: MonitoringSdk | null = null;
let pending: Pending[] = [];
let enabled = false;

/**
 * Declares that a monitoring SDK is on its way (a DSN is configured). Until then, and whenever
 * no DSN is set, reporting is a no-op apart from the console in development.
 */
export function expectMonitoring(): void {
  enabled = true;
}

/** Hands over the loaded SDK and replays what was reported while it loaded. */
export function attachMonitoring(loaded: MonitoringSdk): void {
  sdk = loaded;
  for (const item of pending) {
    if (item.kind === 'error') loaded.captureException(item.error, { extra: item.extra });
    else loaded.setUser(item.user);
  }
  pending = [];
}

function enqueue(item: Pending): void {
  if (!enabled) return;
  pending = [...pending.slice(-(MAX_PENDING - 1)), item];
}

/** Reports an error that the user does not need to see (spec §8: "reported to monitoring only"). */
export function reportError(error: unknown, extra?: Record<string, unknown>): void {
  if (process.env.NODE_ENV === 'development') console.error(error, extra ?? '');
  if (sdk) sdk.captureException(error, { extra });
  else enqueue({ kind: 'error', error, extra });
}

/** Sets (or clears, with null) the user that later reports are attributed to. */
export function setMonitoredUser(person: MonitoredPerson | null): void {
  const user = person ? monitoringUser(person) : null;
  if (sdk) sdk.setUser(user);
  else enqueue({ kind: 'user', user });
}
