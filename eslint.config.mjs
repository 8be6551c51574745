// Lint rules of the whole repository. The layer direction of ARCHITECTURE.md
// (pages -> features -> components -> lib, no feature importing another) is enforced here
// as errors, so a wrong import fails `npm run lint` rather than a review.
import { readdirSync } from 'node:fs';
import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import prettierConfig from 'eslint-config-prettier/flat';
import checkFile from 'eslint-plugin-check-file';

const featureNames = (() => {
  try {
    return readdirSync(new URL('./features', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
})();

/** The admin API's modules that add a content type's own routes and queries to the content plug-in. */
const adminContentTypeModules = ['partners', 'direct-ads', 'handbooks', 'campaigns'];

/** The portal's content types: each a plug-in folder under features/content/types/ (docs/adding-a-content-type.md). */
const contentTypeNames = (() => {
  try {
    return readdirSync(new URL('./features/content/types', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
})();

/** What features/content holds besides its types and the start-up list of them. */
const contentPlatformEntries = (() => {
  try {
    return readdirSync(new URL('./features/content', import.meta.url)).filter(
      (name) => name !== 'types' && name !== 'type-registry',
    );
  } catch {
    return [];
  }
})();

/**
 * The content platform (features/content outside types/) imports no type, except the start-up list
 * features/content/type-registry/; a type imports no other type.
 */
const contentTypeZones = [
  {
    target: contentPlatformEntries.map((name) => `./features/content/${name}`),
    from: './features/content/types',
    message: 'The content platform imports no type: register the type in features/content/type-registry/.',
  },
  ...contentTypeNames.map((name) => ({
    target: `./features/content/types/${name}`,
    from: './features/content/types',
    except: [`./${name}`],
    message: 'A content type imports no other content type.',
  })),
];

const layerZones = [
  { target: './lib', from: ['./components', './features', './pages', './shell'], message: 'lib/ is the bottom layer.' },
  { target: './components', from: ['./features', './pages', './shell'], message: 'components/ may use lib/ only.' },
  { target: './features', from: ['./pages', './shell'], message: 'features/ never import pages or the shell.' },
  { target: './shell', from: './pages', message: 'The shell composes features for pages, not the other way round.' },
  ...featureNames.map((name) => ({
    target: `./features/${name}`,
    from: './features',
    except: [`./${name}`],
    message: 'A feature never imports another feature; compose them in pages/ or _app.',
  })),
  {
    target: ['./lib', './components', './features', './pages', './shell'],
    from: './admin-api',
    message: 'The portal reaches the admin API over HTTP only.',
  },
  // `except` is read relative to `from`, so lib/ gets a zone of its own.
  {
    target: './admin-api',
    from: './lib',
    // lib/i18n/locales.ts: the locale list and fallbacks, so the API writes in the portal's languages (issue 24).
    except: ['./rules', './contract', './i18n/locales.ts'],
    message:
      'The admin API shares only the pure rules in lib/rules, the contract types in lib/contract and the locale list in lib/i18n/locales.ts with the portal.',
  },
  {
    target: './admin-api',
    from: ['./components', './features', './pages'],
    message: 'The admin API shares only the pure rules in lib/rules with the portal.',
  },
  // Inside the admin API: modules -> http -> domain -> core, contract (docs/admin-api.md, "Module shape").
  {
    target: ['./admin-api/src/domain', './admin-api/src/core', './admin-api/src/contract'],
    from: ['./admin-api/src/http', './admin-api/src/modules'],
    message: 'domain/, core/ and contract/ lie below http/ and the modules: move what they need down (core/).',
  },
  {
    target: ['./admin-api/src/core', './admin-api/src/contract'],
    from: './admin-api/src/domain',
    message: 'core/ and contract/ lie below domain/.',
  },
  // The content plug-in knows no type: the program builds the list where it starts (src/content-types.ts).
  {
    target: './admin-api/src/modules/content',
    from: adminContentTypeModules.map((name) => `./admin-api/src/modules/${name}`),
    message: 'modules/content imports no content type: add the type to src/content-types.ts, which app.ts passes in.',
  },
  ...contentTypeZones,
];

/** Source folders whose files and folders are kebab-case (pages/ follows Next's routing names). */
const KEBAB_CASE_SOURCES =
  '{lib,features,components,shell,testing,scripts,bench,e2e,styles,admin-api/src,admin-api/tools}';

const config = [
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'coverage/**',
      'bench/baseline/.next/**',
      'bench/baseline/node_modules/**',
      'bench/results/**',
      'e2e/artifacts/**',
      'admin-api/.data/**',
      'admin-api/drizzle/**',
      'next-env.d.ts',
      'public/**',
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    settings: {
      // Do not parse dependencies for import rules: slow, and some bundles overflow the parser.
      'import/ignore': ['node_modules'],
      'import/resolver': {
        typescript: { project: ['./tsconfig.json', './admin-api/tsconfig.json'], noWarnOnMultipleProjects: true },
        node: true,
      },
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: layerZones }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      eqeqeq: ['error', 'smart'],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/link',
              message:
                'Use AppLink (components/app-link/app-link): Next’s Link costs every server render (docs/performance.md “Links”).',
            },
          ],
        },
      ],
    },
  },
  {
    // CommonJS configuration files (next.config.js) load their dependencies with require().
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // A module's routes parse and authorize; its SQL lives in queries.ts / service.ts (docs/admin-api.md).
    // Every routes file: a module's plug-in (routes.ts), its other plug-ins and a content type's
    // route hook (*-routes.ts).
    files: ['admin-api/src/modules/*/routes.ts', 'admin-api/src/modules/*/*-routes.ts'],
    ignores: ['admin-api/src/modules/content/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: 'SQL belongs in the module’s queries.ts or service.ts.' }],
          patterns: [
            {
              group: ['**/db/schema', '**/db/schema/*'],
              message: 'Tables are used in the module’s queries.ts or service.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // Node programs: the admin API, scripts, benchmarks and browser tests print to the console.
    files: ['admin-api/**', 'scripts/**', 'bench/**', 'e2e/**'],
    rules: { 'no-console': 'off', '@next/next/no-html-link-for-pages': 'off' },
  },
  {
    // Imports in one order everywhere (autofixed by `eslint --fix`): packages, then @/ paths, then relative.
    rules: {
      'import/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index', 'type'],
          pathGroups: [{ pattern: '@/**', group: 'internal' }],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
    },
  },
  {
    // File and folder names are kebab-case (`content-list-screen.tsx`), tests in `__tests__/`.
    files: [`${KEBAB_CASE_SOURCES}/**/*.{ts,tsx,js,mjs}`],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { [`${KEBAB_CASE_SOURCES}/**/!(__tests__)/`]: 'KEBAB_CASE' }],
    },
  },
  // Layout is Prettier's (`prettier --check` in `npm run lint`): no stylistic rule may disagree with it.
  prettierConfig,
];

export default config;
