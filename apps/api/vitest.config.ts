import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // graphql ships CJS and ESM builds; Vite would pick the ESM one for our files while the
    // externalised server libraries load the CJS one, and graphql refuses to mix the two.
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    // One migrated embedded database for the run, which every file's database starts from.
    globalSetup: ['../../packages/db/src/test-database-template.ts'],
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Each file starts a real database (PGlite boots and migrates in tens of seconds on small machines).
    hookTimeout: 180_000,
    testTimeout: 30_000,
  },
});
