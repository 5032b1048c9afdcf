import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { languageCatalogModules } from './scripts/language-catalogs';

/** API tests through app.inject, each file on a database of its own (see tests/test-app.ts). */
const apiProject = (name: string, database: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['src/**/*.api.test.ts', 'tests/**/*.api.test.ts'],
    environment: 'node' as const,
    env: { TEST_DB: database },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

// API tests run once on PGlite and, when TEST_DATABASE_URL is set (CI sets it), again on PostgreSQL.
export default defineConfig({
  test: {
    // One test file per core (Vitest's default leaves one core out): most files wait on timers, a
    // database or a child process much of the time, and on a 2-core machine one worker took half as
    // long again.
    maxWorkers: availableParallelism(),
    projects: [
      {
        // Client code imports its catalogs as `virtual:catalogs/<lang>` (lib/i18n.ts).
        plugins: [languageCatalogModules()],
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
          exclude: ['src/**/*.api.test.ts', 'node_modules/**'],
          environment: 'node',
          testTimeout: 15_000,
        },
      },
      apiProject('api', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres', 'postgres')] : []),
    ],
  },
});
