import { defineConfig, devices } from '@playwright/test';
import { smokeBrands } from './servers.ts';

/**
 * One project per storefront: its worker serves the brand's build while the journey runs, then stops it, so only
 * `workers` storefronts run at once however many brands are smoked. At 412 px wide (a Pixel 7), where a long word or
 * price is most likely to push the page sideways.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './global-setup.ts',
  globalTimeout: 90 * 60_000,
  // Five pages, each with axe, on a loaded two-core machine; a bilingual store walks them twice.
  timeout: 4 * 60_000,
  expect: { timeout: 15_000 },
  workers: Number(process.env.SMOKE_WORKERS ?? 2),
  reporter: [['list']],
  // Apart from the e2e suite's test-results/, which every e2e run empties.
  outputDir: './test-results',
  use: {
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  },
  projects: smokeBrands().map((brand) => ({ name: brand, use: { ...devices['Pixel 7'], browserName: 'chromium' as const, brand } })),
});
