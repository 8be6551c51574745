// `npm run dev`: the admin API in watch mode and the portal with hot reload.
import { startPortalDev, startService, BIN } from './lib/services.mjs';
import { serviceGroup } from './lib/shutdown.mjs';

const portalPort = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 8000);
const { services, shutdown } = serviceGroup();

try {
  let apiUrl = process.env.API_URL;
  if (!apiUrl) {
    const api = await startService({
      name: 'admin API (watch)',
      command: BIN.tsx,
      args: ['watch', 'admin-api/src/main.ts'],
      env: { PORT: String(apiPort), PORTAL_URL: `http://localhost:${portalPort}` },
      ready: /Admin API listening on (http:\/\/\S+)/,
      echo: true,
    });
    services.push(api);
    apiUrl = api.match[1];
  }
  services.push(await startPortalDev({ port: portalPort, apiUrl }));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await shutdown(1);
}
