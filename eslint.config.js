import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** What of core the web app may import (below). */
const WEB_CORE_ENTRIES = {
  group: ['@platform/core/*', '!@platform/core/contracts', '!@platform/core/banner-layout', '!@platform/core/banner-fonts'],
  message: 'The web app imports core from @platform/core/contracts (or the banner layout and fonts), whose modules are all isomorphic.',
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.sst/**', '.data/**', 'test-results/**', 'playwright-report/**', 'sst-env.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // No import cycles (docs/decisions.md, "Code structure"): a module a reader opens must not reach
  // back to itself through what it imports. Type-only imports are erased at build and do not count.
  // Only the project's own code is followed (node_modules is not walked), which keeps the rule cheap.
  {
    files: ['packages/*/src/**/*.{ts,tsx}', 'stacks/**/*.ts', 'tests/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['packages/*/tsconfig.json', 'tests/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // One dialog pattern in the web app (docs/decisions.md, "Code structure"): `Dialog` or `ModalForm`
  // from components/dialogs, so every dialog is centred and its close button is named alike. And the
  // web app reaches core only through its isomorphic entries (contracts, the banner layout and fonts):
  // core's modules are importable by path for the handlers, never for the browser.
  {
    files: ['packages/web/src/**/*.{ts,tsx}'],
    ignores: ['packages/web/src/components/dialogs/Dialog.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@mantine/core', importNames: ['Modal'], message: 'Use Dialog or ModalForm from components/dialogs.' }], patterns: [WEB_CORE_ENTRIES] },
      ],
    },
  },
  { files: ['packages/web/src/components/dialogs/Dialog.tsx'], rules: { 'no-restricted-imports': ['error', { patterns: [WEB_CORE_ENTRIES] }] } },
  // Each capability imports the entities it uses from their own modules, so a handler's bundle holds
  // only those (docs/decisions.md, "Performance budgets"); `db()`, which reaches every entity, is for
  // tests, seeds run by tests, and local tools.
  {
    files: ['packages/core/src/**/*.ts', 'packages/functions/src/**/*.ts'],
    ignores: ['packages/core/src/index.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/db/service.js'], message: 'Import the entity from its own module (docs/decisions.md, "Performance budgets").' }],
          paths: [{ name: '@platform/core', importNames: ['db'], message: 'Import the entity from its own module (docs/decisions.md, "Performance budgets").' }],
        },
      ],
    },
  },
  // Handlers import core's modules by their paths, never core's index: a build parses every module
  // the index names and emits a chunk for each of their lazy imports, so a handler reaching the index
  // ships the banner renderer, the e-mail SDKs and the cities' table whatever it uses (docs/decisions.md,
  // "Performance budgets"). The same rule covers the entity registry, as for core above.
  {
    files: ['packages/functions/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/db/service.js', '@platform/core/db/service'], message: 'Import the entity from its own module (docs/decisions.md, "Performance budgets").' }],
          paths: [{ name: '@platform/core', message: 'Import the module by its path, @platform/core/<folder>/<module> (docs/decisions.md, "Performance budgets").' }],
        },
      ],
    },
  },
  // SST's generated platform types are referenced this way by design.
  { files: ['sst.config.ts'], rules: { '@typescript-eslint/triple-slash-reference': 'off' } },
);
