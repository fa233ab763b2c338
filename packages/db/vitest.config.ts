import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // PGlite boots a WebAssembly Postgres per test file; seeding every store takes a few seconds.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
