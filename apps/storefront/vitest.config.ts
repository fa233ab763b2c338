import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

// Unit tests run against GCSIE (BRAND is not set), through the modules a build uses; src/brand/test-brand-setup.ts
// writes the GCS theme's brands before the tests start.
const appModule = (file: string) => new URL(`./${file}`, import.meta.url).pathname;

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  resolve: {
    alias: {
      '@brand/built': appModule('.brand/built-GCS.json'),
      '@brand/config': appModule('src/brand/served/config.ts'),
      '@brand/family': appModule('src/brand/served/family.ts'),
    },
  },
  test: {
    environment: 'node',
    globalSetup: ['./src/brand/test-brand-setup.ts'],
    setupFiles: ['./src/test-setup.ts'],
    testTimeout: 30_000,
    // next/link reads this (set by next.config's trailingSlash in real builds) to keep the routes' final '/'.
    env: { __NEXT_TRAILING_SLASH: 'true' },
    include: ['src/**/*.test.{ts,tsx}', 'cli/**/*.test.ts', 'smoke/**/*.test.ts', 'build/**/*.test.ts', 'bench/**/*.test.ts', 'server/**/*.test.ts'],
  },
});
