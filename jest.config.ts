import nextJest from 'next/jest.js';
import type { Config } from 'jest';

// Unit and component tests of the portal (lib/, components/, features/, pages/). The admin API
// has its own config in admin-api/, the browser tests theirs in e2e/.
const createJestConfig = nextJest({ dir: './' });

const config: Config = {
  displayName: 'portal',
  testEnvironment: 'jest-fixed-jsdom',
  // Whole screens (the editor, with its fields and dialogs) take 2-5 s on a loaded 2-core machine; 5 s made them flaky.
  testTimeout: 15_000,
  setupFilesAfterEnv: ['<rootDir>/testing/setup-tests.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // jest-fixed-jsdom resolves packages as Node does; these tests are the browser's side, where
    // isomorphic-dompurify is DOMPurify on the page's window (the server's side runs in e2e/).
    '^isomorphic-dompurify$': 'dompurify',
  },
  // bench/lib: the benchmarks' pure helpers (the percentiles), tested as any lib is.
  roots: [
    '<rootDir>/lib',
    '<rootDir>/components',
    '<rootDir>/features',
    '<rootDir>/pages',
    '<rootDir>/testing',
    '<rootDir>/bench/lib',
  ],
  testMatch: ['**/__tests__/**/*.test.ts?(x)'],
  clearMocks: true,
};

export default async function jestConfig(): Promise<Config> {
  const nextConfig = await createJestConfig(config)();
  // next/jest only appends to this list; replace it so the ESM-only packages below are transformed.
  nextConfig.transformIgnorePatterns = [
    '/node_modules/(?!(msw|@msw|@mswjs|rettime|until-async|cookie|@open-draft|jose|next-router-mock)/)',
    '^.+\\.module\\.(css|sass|scss)$',
  ];
  return nextConfig;
}
