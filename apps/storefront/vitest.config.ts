import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    environment: 'node',
    setupFiles: ['./src/test-setup.ts'],
    testTimeout: 30_000,
    // next/link reads this (set by next.config's trailingSlash in real builds) to keep the routes' final '/'.
    env: { __NEXT_TRAILING_SLASH: 'true' },
    include: ['src/**/*.test.{ts,tsx}', 'cli/**/*.test.ts', 'build/**/*.test.ts'],
  },
});
