// Where the global setup leaves the migrated and seeded template database for this test run.
import { tmpdir } from 'node:os';
import path from 'node:path';

export const TEMPLATE_ENV = 'VETNET_API_TEST_TEMPLATE';

/** One file per run (the parent's pid), so concurrent runs do not share a template. */
export function templatePath(): string {
  return process.env[TEMPLATE_ENV] ?? path.join(tmpdir(), `vetnet-admin-api-template-${process.pid}.tar.gz`);
}

export const UPLOADS_ENV = 'VETNET_API_TEST_UPLOADS';

/** The uploads folder the template's seeded files were written to (each test app copies it). */
export function templateUploadsPath(): string {
  return process.env[UPLOADS_ENV] ?? path.join(tmpdir(), `vetnet-admin-api-uploads-${process.pid}`);
}
