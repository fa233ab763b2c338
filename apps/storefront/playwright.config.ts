import { defineConfig, devices } from '@playwright/test';

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  // The storefronts are built first (two theme compilations, then each brand from its own), beside the other packages'
  // tests. About 15 minutes on a quiet two-core machine; a slow day's machine has taken 30.
  globalTimeout: 50 * 60_000,
  // A shopping journey visits five pages and runs axe on each, a purchase solves captchas in the browser and pays on the
  // provider's pages: on a loaded two-core machine running at half speed, that has taken a minute.
  timeout: 90_000,
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
    // product form and basket, store switcher, a purchase). The long service journeys (`@long`: account area, balance
    // check, activation, draw) run on a phone too with E2E_FULL=1; without it they run on the desktop only, which keeps
    // the whole CI run within its time on a two-core machine.
    {
      name: 'mobile',
      grep: /@mobile/,
      ...(process.env.E2E_FULL === '1' ? {} : { grepInvert: /@long/ }),
      use: { ...devices['Pixel 7'], browserName: 'chromium' },
    },
  ],
});
