import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['dist/**', 'dist-*/**', 'bench/data/**', 'node_modules/**', 'server/db/migrations/**', 'test-results/**', 'playwright-report/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**', '../server/*'], message: 'src must not import server code; share through domain/.' }] }],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/src/**', '../src/*'], message: 'server must not import the SPA; share through domain/.' }] }],
    },
  },
  {
    // SQL lives in server/repositories/ only: routes, the HTTP helpers, services, jobs, plugins and lib call repository
    // functions. Type imports (row types) are fine. The exceptions: the pg-boss executor is the job queue's own
    // database adapter, not a query; the COPY export (server/lib/csv-copy*.ts and csv-export.ts's copySelect) has the
    // database format the CSV cells, so it writes the SELECT of a COPY, and reads nothing by itself.
    files: ['server/routes/**/*.ts', 'server/http/**/*.ts', 'server/services/**/*.ts', 'server/jobs/**/*.ts', 'server/plugins/**/*.ts', 'server/lib/**/*.ts'],
    ignores: ['server/jobs/tx-executor.ts', 'server/lib/csv-copy.ts', 'server/lib/csv-copy-pglite.ts', 'server/lib/csv-export.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['**/src/**', '../src/*'], message: 'server must not import the SPA; share through domain/.' },
        { group: ['drizzle-orm', 'drizzle-orm/*'], allowTypeImports: true, message: 'SQL belongs in server/repositories/.' },
        { group: ['**/db/schema', '**/db/schema/*'], allowTypeImports: true, message: 'Tables are read and written in server/repositories/.' },
      ] }],
    },
  },
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['**/src/**', '**/server/**'], message: 'domain is isomorphic: it imports only zod, dayjs and ipaddr.js.' },
        { regex: '^(?!zod|dayjs|ipaddr\\.js|\\.|fast-check|vitest)', message: 'domain imports only zod, dayjs and ipaddr.js.' },
      ] }],
    },
  },
);
