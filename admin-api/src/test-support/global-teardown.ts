import { rm } from 'node:fs/promises';
import { templatePath, templateUploadsPath } from './template';

export default async function globalTeardown(): Promise<void> {
  await rm(templatePath(), { force: true });
  await rm(templateUploadsPath(), { recursive: true, force: true });
}
