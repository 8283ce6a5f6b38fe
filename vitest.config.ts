import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['domain/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
          environment: 'node',
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
        },
      },
    ],
  },
});
