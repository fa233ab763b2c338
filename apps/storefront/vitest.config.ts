import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { prepareBrand } from './build/brand-at-build.ts';
import { writeBrandFamily } from './src/brand/family-at-build.ts';

const appDir = path.dirname(fileURLToPath(import.meta.url));
// Tests run against the reference brand, resolved and validated exactly as a build does.
const { brand, modulePath, brandsDir } = prepareBrand(appDir, 'GCSIE');
const familyModulePath = writeBrandFamily(appDir, brand, brandsDir);

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  resolve: { alias: { '@brand/config': modulePath, '@brand/family': familyModulePath } },
  test: {
    environment: 'node',
    setupFiles: ['./src/test-setup.ts'],
    testTimeout: 30_000,
    // next/link reads this (set by next.config's trailingSlash in real builds) to keep the routes' final '/'.
    env: { __NEXT_TRAILING_SLASH: 'true' },
    include: ['src/**/*.test.{ts,tsx}', 'cli/**/*.test.ts', 'build/**/*.test.ts'],
  },
});
