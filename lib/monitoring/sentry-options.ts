/** Sampling of spec §9: every session and trace, and a replay of one session in five. */
export const SENTRY_SAMPLING = {
  sampleRate: 1,
  tracesSampleRate: 1,
  replaysSessionSampleRate: 0.2,
  replaysOnErrorSampleRate: 1,
} as const;

/** The DSN, or undefined: without one Sentry is never initialised (an init without a DSN still costs throughput). */
export function sentryDsn(): string | undefined {
  return process.env.NEXT_PUBLIC_SENTRY_DSN || undefined;
}
