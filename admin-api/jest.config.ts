import type { Config } from 'jest';

// Integration tests run against a real embedded PostgreSQL (PGlite). The global setup builds
// one migrated and seeded template database per run; each test file loads a copy of it.
const config: Config = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts'],
  // `*.pg.test.ts` need a PostgreSQL server of their own (a restart of it, say): only in
  // `npm run test:api:pg`, which sets TEST_DATABASE_URL; the PGlite run does not select them at all.
  testPathIgnorePatterns: ['/node_modules/', ...(process.env.TEST_DATABASE_URL ? [] : ['\\.pg\\.test\\.ts$'])],
  globalSetup: '<rootDir>/src/test-support/global-setup.ts',
  globalTeardown: '<rootDir>/src/test-support/global-teardown.ts',
  transform: {
    '^.+\\.(ts|js|mjs|cjs)$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  // Jest runs CommonJS in a VM without ESM support, so three packages are transformed rather than
  // skipped: jose 6 is ESM-only, and the CommonJS builds of PGlite and @react-email/render still call
  // `import('fs/promises')` and `import('react-dom/server')` (SWC turns those into `require`).
  transformIgnorePatterns: ['/node_modules/(?!(jose|@electric-sql/pglite|@react-email/render)/)'],
  // Each file holds its own PGlite instance (WebAssembly memory); recycle a worker that grew.
  workerIdleMemoryLimit: '1GB',
  testTimeout: 30_000,
};

export default config;
