import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startCommerceStack, startBuiltStorefront as startStorefrontIn, type CommerceStack } from '../cli/local-servers.ts';
import type { ManagedProcess } from '../cli/processes.ts';

export const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const rootDir = path.resolve(appDir, '..', '..');

/** The brands the chrome journey runs against: two GCS stores in two languages and a CB store. */
export const E2E_BRANDS = ['GCSIE', 'GCSNL', 'CB'] as const;
export type E2eBrand = (typeof E2E_BRANDS)[number];

export function baseUrlEnvName(brand: E2eBrand): string {
  return `STOREFRONT_URL_${brand}`;
}

export { freePort };

/** Builds the brand (a turbo cache hit when nothing changed) and serves it with the production server on a free port. */
export function startBuiltStorefront(
  brand: E2eBrand,
  extraEnv: Readonly<Record<string, string>> = {},
): Promise<{ url: string; server: ManagedProcess }> {
  return startStorefrontIn({ rootDir }, brand, { env: extraEnv });
}

/** Mail catcher, payment service and an API on a fresh in-memory database, so every run sees the same data. */
export function startStack(): Promise<CommerceStack> {
  return startCommerceStack({ rootDir });
}

/** Where the journeys find the payment service and the mail catcher (set by the global setup). */
export const STACK_ENV = { psp: 'PSP_URL', mail: 'MAIL_CATCHER_URL' } as const;
