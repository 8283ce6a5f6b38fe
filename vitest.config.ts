import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['domain/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
          environment: 'node',
          // Vitest's default is one worker fewer than the cores: one, here, so one core idled while the 105 files ran
          // one after the other (their CPU time, the SPA already built, is about the phase's wall time on a quiet
          // machine); two let the bundle-budget test's build run beside the other files (docs/decisions.md).
          maxWorkers: 2,
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
          // API_TESTS_ISOLATE=off runs a worker's files in one process with one module cache, so the server's modules
          // (Fastify, zod, PGlite, exceljs, pdfkit…) load once per worker instead of once per file (the imports were
          // 267 s of the two workers' some 640 s in the last CI). Tried only on a loaded machine so far
          // (docs/decisions.md): isolation stays on until a quiet run shows the phase passing and faster without it.
          isolate: process.env.API_TESTS_ISOLATE !== 'off',
        },
      },
    ],
  },
});
