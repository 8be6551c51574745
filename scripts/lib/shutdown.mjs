import { stopService, waitForExit } from './services.mjs';

/**
 * The services a launcher started, and how it ends: stops them all, waits for them to exit, then
 * exits with `code`. Ctrl+C and a termination signal end it cleanly.
 */
export function serviceGroup() {
  const services = [];
  async function shutdown(code = 0) {
    services.forEach(stopService);
    await Promise.all(services.map((service) => waitForExit(service)));
    process.exit(code);
  }
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
  return { services, shutdown };
}
