import { configDefaults, defineConfig } from 'vitest/config';

/** Unit files that need a fresh module graph each (the unit-hosts project below). */
const FRESH_GRAPH_FILES = ['tests/unit/shell/variant-*.test.tsx'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['domain/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...FRESH_GRAPH_FILES],
          setupFiles: ['tests/helpers/unit-file-end.ts'],
          environment: 'node',
          // Vitest's default is one worker fewer than the cores: one, here, so one core idled while the 105 files ran
          // one after the other (their CPU time, the SPA already built, is about the phase's wall time on a quiet
          // machine); two let the bundle-budget test's build run beside the other files (docs/decisions.md).
          maxWorkers: 2,
          // A worker's files share one module cache (as the API project's do): React, MUI, react-admin and dayjs load
          // once per worker, not once per file. Three runs each way, alternating: 183-242 s wall and 180-193 CPU-s
          // against 257-340 s and 261-275 CPU-s with a fresh module graph per file; two runs in shuffled file orders
          // passed every test (docs/decisions.md, "The suite, twelfth pass"). UNIT_TESTS_ISOLATE=on brings back a fresh
          // module graph per file.
          isolate: process.env.UNIT_TESTS_ISOLATE === 'on',
        },
      },
      {
        // The files that open the app on another host (jsdom.reconfigure before the app's modules load: the brand and
        // the variant are read from the host once, as in a browser) need a module graph of their own. In the unit
        // project's shared one, the first of them to run set the host for the other and for the shell tests after it:
        // order-dependent failures, one to three files in about half the runs (docs/decisions.md, "The suite,
        // sixteenth pass"). `npm run test:unit` runs both projects (`--project 'unit*'`).
        test: {
          name: 'unit-hosts',
          include: FRESH_GRAPH_FILES,
          environment: 'node',
          isolate: true,
          maxWorkers: 1,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/helpers/global-db.ts', 'tests/helpers/global-logs.ts'],
          environment: 'node',
          testTimeout: 30000,
          hookTimeout: 120000,
          // Each worker opens its own database from a migrated template; two cores, so two workers.
          maxWorkers: 2,
          // A worker's files share one process and module cache: the server's modules (Fastify, zod, PGlite…) load once
          // per worker instead of once per file. A quiet run of the whole project took 3:18 this way against 6:39 with
          // a process per file, and runs with the files in shuffled orders on both engines found no state carried from
          // one file to the next but PGlite's alarm (docs/decisions.md, "The suite, seventh pass").
          // API_TESTS_ISOLATE=on brings back a fresh process per file.
          isolate: process.env.API_TESTS_ISOLATE === 'on',
        },
      },
    ],
  },
});
