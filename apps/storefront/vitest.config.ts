import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

// Unit tests run against GCSIE; src/brand/test-brand-setup.ts writes these files before the tests start.
const brandModule = (file: string) => new URL(`./.brand/${file}`, import.meta.url).pathname;

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  resolve: {
    alias: { '@brand/config': brandModule('GCSIE.json'), '@brand/family': brandModule('GCSIE.family.json') },
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
