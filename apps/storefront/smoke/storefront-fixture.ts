import { test as base } from '@playwright/test';
import type { BrandConfig } from '@shop/brand-config';
import { loadBrand } from '@shop/brand-config/node';
import { serveBuiltStorefront } from '../cli/local-servers.ts';
import { SMOKE_API_ENV, rootDir, smokeDistTag } from './servers.ts';

export interface SmokeStorefront {
  /** Origin without a trailing slash. */
  readonly url: string;
  readonly brand: BrandConfig;
}

/**
 * `brand` is each project's storefront; `storefront` serves its existing build against the run's API for as long as the
 * worker runs the project's tests, then stops it.
 */
export const test = base.extend<Record<never, never>, { brand: string; storefront: SmokeStorefront }>({
  brand: ['GCSIE', { option: true, scope: 'worker' }],
  storefront: [
    async ({ brand }, use) => {
      const apiUrl = process.env[SMOKE_API_ENV];
      if (!apiUrl) throw new Error(`${SMOKE_API_ENV} is not set: the smoke global setup did not start the API`);
      const distTag = smokeDistTag();
      const { url, server } = await serveBuiltStorefront({ rootDir }, brand, {
        env: { SHOP_API_URL: apiUrl },
        forgetEarlierRenders: true,
        ...(distTag ? { distTag } : {}),
      });
      try {
        await use({ url, brand: loadBrand(brand) });
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});

export { expect } from '@playwright/test';
