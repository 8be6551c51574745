import { rm } from 'node:fs/promises';
import { templatePath } from './template';

export default async function globalTeardown(): Promise<void> {
  await rm(templatePath(), { force: true });
}
