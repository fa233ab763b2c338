import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAll } from '../cli/build-all.ts';
import { freePort } from '@shop/env/free-port';
import { serveBuiltStorefront, startCommerceStack, type CommerceStack } from '../cli/local-servers.ts';
import type { ManagedProcess } from '../cli/processes.ts';

export const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const rootDir = path.resolve(appDir, '..', '..');

const ALL_E2E_BRANDS = ['GCSIE', 'GCSNL', 'CB'] as const;
export type E2eBrand = (typeof ALL_E2E_BRANDS)[number];

/**
 * The brands the journeys run against: two GCS stores in two languages and a CB store. `E2E_BRANDS=GCSIE` (a comma
 * list) runs one while working on a journey; CI runs all.
 */
export const E2E_BRANDS: readonly E2eBrand[] = (() => {
  const chosen = process.env.E2E_BRANDS?.split(',').map((code) => code.trim()).filter(Boolean);
  if (!chosen || chosen.length === 0) return ALL_E2E_BRANDS;
  return ALL_E2E_BRANDS.filter((brand) => chosen.includes(brand));
})();

export function baseUrlEnvName(brand: E2eBrand): string {
  return `STOREFRONT_URL_${brand}`;
}

export { freePort };

// E2E_DIST_TAG builds into dist/<brand>-<tag>, so two checkouts' runs never share a build folder.
const distTag = process.env.E2E_DIST_TAG;

/**
 * Builds the e2e brands as build:all does (skipping those built from the same sources): one compilation per theme, so
 * the journeys run against the very builds build:all and the smoke make. One step at a time: a compilation takes both
 * cores.
 */
export async function buildE2eBrands(): Promise<void> {
  const reports = await buildAll({ rootDir }, { brands: E2E_BRANDS, jobs: 1, force: false, ...(distTag ? { distTag } : {}) });
  const failed = reports.filter((report) => report.result === 'failed').map((report) => report.brand);
  if (failed.length > 0) throw new Error(`The e2e storefronts ${failed.join(', ')} did not build`);
}

/** Serves a built e2e brand with the production server on a free port. */
export function serveE2eBrand(brand: E2eBrand, env: Readonly<Record<string, string>>): Promise<{ url: string; server: ManagedProcess }> {
  return serveBuiltStorefront({ rootDir }, brand, { env, forgetEarlierRenders: true, ...(distTag ? { distTag } : {}) });
}

/** Mail catcher, payment service and an API on a fresh in-memory database, so every run sees the same data. */
export function startStack(): Promise<CommerceStack> {
  return startCommerceStack({ rootDir });
}

/** Where the journeys find the payment service and the mail catcher (set by the global setup). */
export const STACK_ENV = { psp: 'PSP_URL', mail: 'MAIL_CATCHER_URL' } as const;
