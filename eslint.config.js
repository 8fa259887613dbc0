// One flat config for the whole workspace.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import prettier from 'eslint-config-prettier';
import { readdirSync } from 'node:fs';

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
  // web: bulletproof-react's one-way imports, shared (components, lib) -> features -> pages -> app,
  // and no feature importing another feature.
  ...webImportBoundaries(),
  prettier,
);
