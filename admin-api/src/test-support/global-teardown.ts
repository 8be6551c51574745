import { rm } from 'node:fs/promises';
import { ident, onServer, templateDatabaseName, templatePath, templateUploadsPath, testServerUrl } from './template';

export default async function globalTeardown(): Promise<void> {
  const serverUrl = testServerUrl();
  if (serverUrl) {
    const name = ident(templateDatabaseName());
    await onServer(serverUrl, [`ALTER DATABASE ${name} WITH IS_TEMPLATE false`, `DROP DATABASE IF EXISTS ${name}`]);
  }
  await rm(templatePath(), { force: true });
  await rm(templateUploadsPath(), { recursive: true, force: true });
}
