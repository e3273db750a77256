import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

/*
 * The web app's features (src/features/<name>) and record kinds (src/kinds/<name>) are imported
 * from outside their folder only through their public modules: the folder's index.ts
 * (`@/features/offline`), and the few modules below. Lazy pages stay `import()` of the page's
 * own module (a code-splitting point): the rule checks static imports and re-exports only.
 * Rolldown does not skip a barrel when it splits chunks (whoever imports an index.ts depends on
 * every module it re-exports that the app uses), hence the extra public modules.
 */
const WEB_PUBLIC_MODULES = [
  // The registry of kinds, read by the app's first chunk (router, app/kinds.ts, each kind's
  // index.ts): the records index would bring the engine's screens into the login page.
  'features/records/kind-ui',
  // The wizard's kit for the kinds' forms: it brings the offline outbox and its database, which
  // the list and record pages do not load (and the outbox imports the engine back: a cycle).
  'features/records/wizard',
  // How a draft is sent, for the outbox's sync, which the dashboard layout starts on every page:
  // the records index would bring the record screens' pieces and the reference data there.
  'features/records/submit',
  // The signed-in user from the server (React Query, the session schema), kept out of the auth
  // index, which the login and logout pages (the app's first chunk) import.
  'features/auth/me',
  // A kind's wizard paths, for another kind's links (a stillbirth to birth and death forms).
  'kinds/[^/]+/paths',
];

/** src/features/<name> and src/kinds/<name>, each importing the others' public modules only. */
const WEB_UNITS = ['features', 'kinds'].flatMap((layer) =>
  readdirSync(new URL(`./apps/web/src/${layer}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${layer}/${entry.name}`),
);

/** Forbids `@/features/<x>/...` and `@/kinds/<x>/...` but the public modules and `own`'s own. */
function webPublicModulesOnly(files, own) {
  const ownModules = own ? `(?!${own}/)` : '';
  return {
    files,
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^@/${ownModules}(?!(?:${WEB_PUBLIC_MODULES.join('|')})$)(?:features|kinds)/[^/]+/.+`,
              caseSensitive: true,
              message:
                "Import another feature or kind through its index ('@/features/<name>', '@/kinds/<name>'), or a public module listed in eslint.config.js. A lazy page is loaded with import() of its own module.",
            },
          ],
        },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      'playwright-report/**',
      'test-results/**',
      '**/dev-dist/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // No import cycles anywhere (type-only imports create none at run time).
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'apps/web/tsconfig.json',
            'apps/api/tsconfig.json',
            'packages/domain/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // The web app's layers: lib and config < components < features (the engine) < kinds < app.
    // A kind is known to the rest only through the registry the app fills (app/kinds.ts).
    // Tests and test helpers may reach across.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/**/testing/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: 'apps/web/src',
          zones: [
            {
              target: ['lib', 'config'],
              from: ['components', 'features', 'kinds', 'app'],
              message:
                'lib and config are the lowest layer: they import no components, features or app.',
            },
            {
              target: 'components',
              from: ['features', 'kinds', 'app'],
              message: 'Shared components import no feature: pass what they need as props.',
            },
            {
              target: 'features',
              from: ['kinds', 'app'],
              message:
                'The engine never imports a kind: read the registry (features/records/kind-ui).',
            },
            { target: 'kinds', from: 'app', message: 'A kind never imports the app.' },
          ],
        },
      ],
    },
  },
  // Each feature and kind is used from outside only through its public modules (see above).
  webPublicModulesOnly(['apps/web/src/**/*.{ts,tsx}']),
  ...WEB_UNITS.map((unit) => webPublicModulesOnly([`apps/web/src/${unit}/**/*.{ts,tsx}`], unit)),
  {
    // The API's modules serve kinds from their declarations (app.recordKinds): they never import
    // a kind's folder (src/kinds/<kind> holds each kind's tests).
    files: ['apps/api/src/**/*.ts'],
    ignores: [
      'apps/api/src/**/*.test.ts',
      'apps/api/src/**/test-support.ts',
      'apps/api/src/test/**',
    ],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: 'apps/api/src',
          zones: [
            {
              target: ['*.ts', '!(kinds)/**'],
              from: 'kinds',
              message: 'The engine never imports a kind: read app.recordKinds.',
            },
          ],
        },
      ],
    },
  },
  {
    // The domain's engine never imports a kind's folder (records/<kind>/): only the registries
    // (records/manifests.ts, records/kinds.ts and the index files) list the kinds.
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['packages/domain/src/**/*.test.ts', 'packages/domain/src/**/index.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: 'packages/domain/src',
          zones: [
            {
              target: [
                '*.ts',
                '!(records)/**',
                'records/!(manifests|kinds).ts',
                'records/shared/**',
              ],
              from: 'records/!(shared)/**',
              message: 'The engine never imports a kind: read the registry (records/kinds.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // The domain package is shared by browser and server: no Node, React or database imports.
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'react', 'react-*', 'drizzle-orm*', '@electric-sql/*', 'fastify*'] },
      ],
    },
  },
);
