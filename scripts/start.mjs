// `npm start`: builds the portal when needed, starts the admin API on its embedded database
// (created and seeded on the first start), then the portal on http://localhost:3000.
// Ports: PORT (portal, 3000) and API_PORT (admin API, 8000). API_URL points the portal at another
// admin API instead of starting the bundled one.
import { ensureBuild } from './lib/build.mjs';
import { startAdminApi, startPortal } from './lib/services.mjs';
import { serviceGroup } from './lib/shutdown.mjs';

const portalPort = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 8000);
const { services, shutdown } = serviceGroup();

try {
  ensureBuild();
  let apiUrl = process.env.API_URL;
  if (!apiUrl) {
    const api = await startAdminApi({ port: apiPort, portalUrl: `http://localhost:${portalPort}`, echo: true });
    services.push(api);
    apiUrl = api.url;
  }
  const portal = await startPortal({ port: portalPort, apiUrl });
  services.push(portal);
  console.info(
    `\nThe portal is ready at ${portal.url} (admin API at ${apiUrl}). Log in with a demo account above; Ctrl+C stops both.`,
  );
  for (const service of services) {
    service.child.on('exit', (code) => {
      console.error(`${service.name} stopped (code ${code}).`);
      void shutdown(1);
    });
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await shutdown(1);
}
