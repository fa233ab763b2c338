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
    include: ['src/chrome/**/*.test.{ts,tsx}', 'src/app/api/**/*.test.ts'],
  },
});
