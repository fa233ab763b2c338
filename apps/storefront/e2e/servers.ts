import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startCommerceStack, startBuiltStorefront as startStorefrontIn, type CommerceStack } from '../cli/local-servers.ts';
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

/** Builds the brand (a turbo cache hit when nothing changed) and serves it with the production server on a free port. */
export function startBuiltStorefront(
  brand: E2eBrand,
  extraEnv: Readonly<Record<string, string>> = {},
): Promise<{ url: string; server: ManagedProcess }> {
  // E2E_DIST_TAG builds into dist/<brand>-<tag>, so two checkouts' runs never share a build folder.
  const distTag = process.env.E2E_DIST_TAG;
  return startStorefrontIn({ rootDir }, brand, { env: extraEnv, ...(distTag ? { distTag } : {}) });
}

/** Mail catcher, payment service and an API on a fresh in-memory database, so every run sees the same data. */
export function startStack(): Promise<CommerceStack> {
  return startCommerceStack({ rootDir });
}

/** Where the journeys find the payment service and the mail catcher (set by the global setup). */
export const STACK_ENV = { psp: 'PSP_URL', mail: 'MAIL_CATCHER_URL' } as const;
