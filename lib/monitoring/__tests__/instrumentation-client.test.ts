import type * as InstrumentationClient from '@/instrumentation-client';

type ClientModule = typeof InstrumentationClient;

/** Loads instrumentation-client afresh, as a page does, with `dsn` set or not and the Sentry client faked. */
function loadInstrumentation(dsn: string | undefined) {
  const started = jest.fn();
  const captureRouterTransitionStart = jest.fn();
  let client: ClientModule | undefined;
  jest.isolateModules(() => {
    if (dsn) process.env.NEXT_PUBLIC_SENTRY_DSN = dsn;
    else delete process.env.NEXT_PUBLIC_SENTRY_DSN;
    jest.doMock('@/lib/monitoring/sentry-client', () => ({
      startBrowserMonitoring: started,
      captureRouterTransitionStart,
    }));
    client = jest.requireActual<ClientModule>('@/instrumentation-client');
  });
  return { client: client as ClientModule, started, captureRouterTransitionStart };
}

/** Lets the dynamic import of the Sentry client settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  delete process.env.NEXT_PUBLIC_SENTRY_DSN;
  jest.resetModules();
});

describe('instrumentation-client onRouterTransitionStart', () => {
  it('does nothing, and never loads Sentry, without a DSN', async () => {
    const { client, started, captureRouterTransitionStart } = loadInstrumentation(undefined);
    expect(() => client.onRouterTransitionStart('/news', 'push')).not.toThrow();
    await settle();
    expect(started).not.toHaveBeenCalled();
    expect(captureRouterTransitionStart).not.toHaveBeenCalled();
  });

  it('hands navigations to Sentry’s captureRouterTransitionStart once the SDK has loaded', async () => {
    const { client, started, captureRouterTransitionStart } = loadInstrumentation('https://key@sentry.example/1');
    client.onRouterTransitionStart('/early', 'push');
    await settle();
    expect(started).toHaveBeenCalledWith('https://key@sentry.example/1');
    client.onRouterTransitionStart('/news?page=2', 'replace');
    expect(captureRouterTransitionStart).toHaveBeenCalledTimes(1);
    expect(captureRouterTransitionStart).toHaveBeenCalledWith('/news?page=2', 'replace');
  });
});
