// One flat config for the whole workspace.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import prettier from 'eslint-config-prettier';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

function webImportBoundaries() {
  const restrict = (files, regex, message) => ({
    files,
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex, message }] }] },
  });
  let features = [];
  try {
    features = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    // no web package checked out
  }
  return [
    restrict(
      ['web/src/components/**', 'web/src/lib/**'],
      '^@/(features|pages|app)/',
      'Shared code (components, lib) must not depend on features, pages or app.',
    ),
    ...features.map((name) =>
      restrict(
        [`web/src/features/${name}/**`],
        `^@/(features/(?!${name}/)|pages/|app/)`,
        'A feature imports only shared code and itself: compose features in pages or app.',
      ),
    ),
    restrict(['web/src/pages/**'], '^@/app/', 'Pages must not depend on app (providers, router, layouts).'),
  ];
}

// Import-cycle detection (import-x/no-cycle). The resolver reads TypeScript the way tsc's
// NodeNext and Bundler modes do: a relative `./x.js` specifier names `./x.ts` (or `.tsx`), an
// extensionless one tries the TypeScript extensions, and a workspace package `@smarthome/*`
// resolves through its package.json `exports` to its `.ts` source. Third-party code under
// node_modules is never parsed, so the cycle search stays inside the workspace's own files.
// Type-only imports (`import type`, or every named binding marked `type`) are erased at compile
// time and the rule never counts them (it has no option to): two files that import each other
// only through such an import on one side are not reported.
const tsExtensions = ['.ts', '.tsx', '.mts', '.cts'];
const jsExtensions = ['.js', '.jsx', '.mjs', '.cjs'];
const nodeResolverOptions = {
  extensions: [...tsExtensions, ...jsExtensions, '.json', '.node'],
  extensionAlias: {
    '.js': ['.ts', '.tsx', '.js'],
    '.jsx': ['.tsx', '.jsx'],
    '.mjs': ['.mts', '.mjs'],
    '.cjs': ['.cts', '.cjs'],
  },
};
const importCycles = [
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': [...tsExtensions, ...jsExtensions],
      'import-x/parsers': { '@typescript-eslint/parser': tsExtensions },
      'import-x/ignore': ['[\\\\/]node_modules[\\\\/]'],
      'import-x/resolver-next': [createNodeResolver(nodeResolverOptions)],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    // The web app also imports through its `@/` alias for `web/src` (tsconfig paths, Vite alias).
    files: ['web/**/*.{ts,tsx,mts,cts}'],
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          ...nodeResolverOptions,
          alias: { '@': [fileURLToPath(new URL('./web/src', import.meta.url))] },
        }),
      ],
    },
  },
  {
    // embedded-mongo's layers: storage (collections, indexes, journal) sits below the query
    // layer and the command handlers, which both use it. Storage importing them, even for a
    // type, would make the layers depend on each other; what storage needs from above (the
    // matcher of a partial index) is passed in when the engine is opened. no-cycle alone does
    // not see this: the folders can depend on each other without any two files doing so.
    files: ['infra/embedded-mongo/src/storage/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: fileURLToPath(new URL('./infra/embedded-mongo/src', import.meta.url)),
          zones: [
            {
              target: './storage',
              from: ['./query', './commands', './wire', './server.ts', './cursors.ts'],
              message: 'Storage is the bottom layer: receive what it needs from above as a parameter.',
            },
          ],
        },
      ],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      // Per-engineer builds (vite build --outDir dist-<name>), git-ignored like dist/.
      '**/dist-*/**',
      '**/.data/**',
      '**/.tmp/**',
      '**/__generated__/**',
      '**/coverage/**',
      'web/e2e/screenshots/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // The web unit tests share one module cache per worker (isolate: false), so a module mock
    // would not reach a module another file imported first: pass a stand-in instead.
    files: ['web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/]",
          message:
            'No module mocks in the web unit tests (isolate: false): pass a stand-in to the code instead.',
        },
      ],
    },
  },
  // web: bulletproof-react's one-way imports, shared (components, lib) -> features -> pages -> app,
  // and no feature importing another feature.
  ...webImportBoundaries(),
  ...importCycles,
  prettier,
);
