import { defineConfig } from 'vitest/config';

// Unit tests run anywhere; API tests run once on PGlite and, when TEST_DATABASE_URL is set, again on PostgreSQL.
const apiOnPostgres = process.env.TEST_DATABASE_URL
  ? [
      {
        test: {
          name: 'api-postgres',
          include: ['src/**/*.api.test.ts', 'tests/**/*.api.test.ts'],
          environment: 'node',
          env: { TEST_DB: 'postgres' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ]
  : [];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
          exclude: ['src/**/*.api.test.ts', 'node_modules/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['src/**/*.api.test.ts', 'tests/**/*.api.test.ts'],
          environment: 'node',
          env: { TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...apiOnPostgres,
    ],
  },
});
