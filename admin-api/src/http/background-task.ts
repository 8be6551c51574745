// Housekeeping that runs inside the API process: once the app is ready, then every `intervalMs`,
// until it closes. The timer never keeps the process alive on its own, and a failure is logged,
// never thrown (the next run tries again). Used by the upload sweep and the commitments' at-risk check.
import { type FastifyInstance } from 'fastify';

export function runWhileUp(
  app: FastifyInstance,
  intervalMs: number,
  task: () => Promise<void>,
  failure: string,
  log: Pick<FastifyInstance['log'], 'error'> = app.log,
): void {
  const run = () => {
    task().catch((error: unknown) => log.error({ err: error }, failure));
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, intervalMs).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
