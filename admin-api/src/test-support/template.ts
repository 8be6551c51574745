// Where the global setup leaves the migrated and seeded template database for this test run.
import { tmpdir } from 'node:os';
import path from 'node:path';

export const TEMPLATE_ENV = 'VETNET_API_TEST_TEMPLATE';

/** One file per run (the parent's pid), so concurrent runs do not share a template. */
export function templatePath(): string {
  return process.env[TEMPLATE_ENV] ?? path.join(tmpdir(), `vetnet-admin-api-template-${process.pid}.tar.gz`);
}
