import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
const appDir = '/work/main/apps/storefront';
export default defineConfig({
  root: appDir,
  plugins: [vanillaExtractPlugin()],
  resolve: { alias: { '@brand/config': `${appDir}/.brand/GCSIE.json` } },
  test: {
    environment: 'node',
    setupFiles: [`${appDir}/src/test-setup.ts`],
    testTimeout: 30_000,
    env: { __NEXT_TRAILING_SLASH: 'true' },
    include: ['src/screens/product/**/*.test.{ts,tsx}', 'src/screens/cart/**/*.test.{ts,tsx}', 'src/cart/**/*.test.{ts,tsx}'],
  },
});
