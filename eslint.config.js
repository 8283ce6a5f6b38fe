import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import path from 'node:path';

// A resource folder (src/resources/<name>/) and a page folder (src/pages/<name>/) import nothing from a sibling
// folder: what two of them share lives in src/components, src/hooks or domain/, so a folder can be added, moved or
// removed alone. src/resources/index.ts (the list of resources) and the route table are the only places that name
// them all.
const SIBLING_GROUPS = ['resources', 'pages'];
const folderOf = (file) => {
  const parts = path.relative(path.resolve('src'), file).split(path.sep);
  return parts.length > 2 && SIBLING_GROUPS.includes(parts[0]) ? `${parts[0]}/${parts[1]}` : null;
};
const noSiblingImports = {
  meta: { type: 'problem', messages: { sibling: '{{from}} must not import from its sibling {{to}}: move what both use to src/components, src/hooks or domain/.' } },
  create(context) {
    const from = folderOf(context.filename);
    if (!from) return {};
    const check = (node) => {
      const spec = node.source && node.source.type === 'Literal' ? node.source.value : null;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = folderOf(path.resolve(path.dirname(context.filename), spec));
      if (to && to !== from && to.split('/')[0] === from.split('/')[0]) context.report({ node, messageId: 'sibling', data: { from, to } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

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
    plugins: { 'react-hooks': reactHooks, structure: { rules: { 'no-sibling-imports': noSiblingImports } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'structure/no-sibling-imports': 'error',
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
        { group: ['**/src/**', '**/server/**'], message: 'domain is isomorphic: it imports only zod, dayjs, ipaddr.js and ibantools.' },
        // ibantools (issue 29): the IBAN registry's structures and checksums, pure functions without Node APIs.
        { regex: '^(?!zod|dayjs|ipaddr\\.js|ibantools|\\.|fast-check|vitest)', message: 'domain imports only zod, dayjs, ipaddr.js and ibantools.' },
      ] }],
    },
  },
);
