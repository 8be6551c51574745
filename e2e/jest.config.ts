import type { Config } from 'jest';

// Browser tests: real Chromium (Debian's, driven by playwright-core) against `next start` and the
// admin API on a fresh embedded database. Run in band: one browser and two servers on 2 cores.
const config: Config = {
  displayName: 'browser',
  rootDir: '..',
  roots: ['<rootDir>/e2e'],
  testMatch: ['**/*.test.ts'],
  testEnvironment: 'node',
  transform: { '^.+\\.tsx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }] },
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  globalSetup: '<rootDir>/e2e/support/global-setup.mjs',
  globalTeardown: '<rootDir>/e2e/support/global-teardown.mjs',
  // The default reporter, and each file's time for `.ci/run`'s closing table.
  reporters: ['default', '<rootDir>/e2e/support/file-times-reporter.mjs'],
  testTimeout: 60_000,
  slowTestThreshold: 20,
};

export default config;
