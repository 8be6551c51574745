// While a backend deploy is in progress every endpoint but the maintenance status answers 503.
// The flag is read on every request, so it is cached for a second (and dropped at once when this
// process changes it) rather than costing a query on each call.
import { eq } from 'drizzle-orm';
import { type FastifyInstance } from 'fastify';
import { apiPath } from '../contract/api-prefix';
import { MAINTENANCE_API } from '../contract/maintenance';
import { type Db } from '../db/client';
import { maintenanceStatus } from '../db/schema/maintenance';
import { serviceUnavailable } from './errors';

export const MAINTENANCE_PATH = apiPath(MAINTENANCE_API.status);

export class MaintenanceGate {
  private cached: { value: boolean; at: number } | null = null;

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  async deployInProgress(): Promise<boolean> {
    const now = this.now();
    if (this.cached && now - this.cached.at < this.ttlMs) return this.cached.value;
    const [row] = await this.db
      .select({ value: maintenanceStatus.backendDeployInProgress })
      .from(maintenanceStatus)
      .where(eq(maintenanceStatus.id, 1));
    const value = row?.value ?? false;
    this.cached = { value, at: now };
    return value;
  }

  /** Called after this process changed the status. */
  invalidate(): void {
    this.cached = null;
  }
}

export function registerMaintenanceGate(app: FastifyInstance, gate: MaintenanceGate): void {
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?', 1)[0];
    if (path === MAINTENANCE_PATH) return;
    if (await gate.deployInProgress()) throw serviceUnavailable('Service temporarily unavailable, try again later.');
  });
}
