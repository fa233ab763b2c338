import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One migrated embedded database for the run, which every file's database starts from.
    globalSetup: ['./src/test-database-template.ts'],
    include: ['src/**/*.test.ts'],
    // PGlite boots a WebAssembly Postgres per test file; seeding every store takes a few seconds.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
