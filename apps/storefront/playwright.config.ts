import { defineConfig, devices } from '@playwright/test';

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  // The storefronts are built first (two theme compilations, then each brand from its own), beside the other packages' tests.
  globalTimeout: 30 * 60_000,
  // A shopping journey visits five pages and runs axe on each; on a loaded two-core machine that takes a while.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  reporter: [['list']],
  use: {
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } },
    // Every journey runs on the desktop; on a phone, those whose layout differs there (header and menu, footer,
    // product form and basket, store switcher, a purchase).
    { name: 'mobile', grep: /@mobile/, use: { ...devices['Pixel 7'], browserName: 'chromium' } },
  ],
});
