import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import localRules from './scripts/eslint/no-module-cycles.mjs';

// Import direction (DESIGN.md): web and server never import each other; domain and
// contracts import neither; inside the server routes → services → db/providers, never back.
const noImport = (patterns) => [
  'error',
  { patterns: patterns.map(([group, message]) => ({ group, message })) },
];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'data/',
      'node_modules/',
      'src/server/db/migrations/',
      'test-results/',
      'playwright-report/',
      'reports/',
      '.tmp/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': 'off',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': noImport([
        [
          ['**/server/**', '#server/*'],
          'The web app never imports server code; share through src/contracts or src/domain.',
        ],
      ]),
    },
  },
  {
    files: ['src/web/features/*/**/*.{ts,tsx}'],
    ignores: ['src/web/features/*/routes.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'], message: 'The web app never imports server code.' },
            {
              // `../other-feature/…` from a feature's top folder, or any path through features/.
              regex: '^\\.\\./[^./][^/]*/|(^|/)features/',
              message:
                "A feature does not import another feature's internals; move shared pieces to src/web/components or src/web/lib.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': noImport([
        [['**/web/**', '#web/*'], 'The server never imports web code.'],
      ]),
    },
  },
  {
    files: [
      'src/server/**/*.service.ts',
      'src/server/db/**/*.ts',
      'src/server/providers/**/*.ts',
      'src/server/**/services/**/*.ts',
    ],
    rules: {
      'no-restricted-imports': noImport([
        [['**/web/**'], 'The server never imports web code.'],
        [
          ['**/*.routes', '**/*.routes.ts'],
          'Services, db and providers never import routes (routes → services → db).',
        ],
      ]),
    },
  },
  {
    files: ['src/server/db/**/*.ts', 'src/server/providers/**/*.ts'],
    ignores: ['src/server/db/seed/**', 'src/server/**/*.test.ts'],
    rules: {
      'no-restricted-imports': noImport([
        [['**/web/**'], 'The server never imports web code.'],
        [
          ['**/modules/**', '**/*.routes', '**/*.routes.ts', '**/*.service', '**/*.service.ts'],
          'db and providers sit below services: they never import modules.',
        ],
      ]),
    },
  },
  {
    files: ['src/domain/**/*.ts', 'src/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': noImport([
        [
          ['**/server/**', '**/web/**', '#server/*', '#web/*'],
          'domain and contracts are shared: they import neither server nor web.',
        ],
        [
          ['node:*', 'fs', 'path', 'pg', 'drizzle-orm', 'drizzle-orm/*', 'fastify', 'react'],
          'domain and contracts are pure: no I/O, no framework.',
        ],
      ]),
    },
  },
  {
    files: ['src/server/db/seed/**/*.ts'],
    ignores: ['src/server/**/*.test.ts'],
    rules: {
      'no-restricted-imports': noImport([
        [['**/web/**'], 'The server never imports web code.'],
        [
          ['**/modules/**', '**/*.routes', '**/*.routes.ts', '**/*.service', '**/*.service.ts'],
          'The seed writes rows below the modules: shared helpers live in src/server/lib.',
        ],
      ]),
    },
  },
  {
    // A module is a folder under src/server/modules; no circle between two of them, through
    // any of their files (tests and test fixtures aside). docs/decisions/027.
    files: ['src/server/modules/**/*.ts'],
    plugins: { local: localRules },
    rules: {
      'local/no-module-cycles': [
        'error',
        {
          root: 'src/server/modules',
          ignore: ['\\.test\\.ts$', '-fixtures\\.ts$', '/test-users\\.ts$'],
        },
      ],
    },
  },
);
