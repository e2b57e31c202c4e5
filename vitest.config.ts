import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // Vitest's default is one worker fewer than cores: a single file at a time on a 2-core machine,
    // while most files wait on a database or a server process. Three keep two cores busy; four
    // starve the tests that measure answers under bursts. VITEST_MAX_WORKERS overrides.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 3),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'prisma/**/*.test.ts'],
          environment: 'node',
          // A file's first PDF or image render loads fonts and codecs: seconds on a loaded 2-core
          // machine (a quote PDF's first render was seen passing Vitest's default 5 s).
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/postgres-global-setup.ts'],
          setupFiles: ['tests/support/test-database.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // Attacks on the production build (npm run build first): each file starts its own server.
          name: 'security',
          include: ['tests/security/**/*.test.ts'],
          environment: 'node',
          // Each server's database is a copy of the migrated template on this run's PostgreSQL server.
          globalSetup: ['tests/support/postgres-global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
