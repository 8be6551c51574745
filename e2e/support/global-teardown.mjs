import { rmSync } from 'node:fs';
import { stopService, waitForExit } from '../../scripts/lib/services.mjs';

export default async function globalTeardown() {
  const state = globalThis.__E2E_SERVICES__;
  if (!state) return;
  state.services.forEach(stopService);
  await Promise.all(state.services.map((service) => waitForExit(service)));
  rmSync(state.dataDir, { recursive: true, force: true });
  rmSync(state.runDir, { recursive: true, force: true });
}
