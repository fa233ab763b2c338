import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { currentBrand } from '../brand/current-brand.ts';
import { PERSONAL_SCREENS, personalScreenForPath, referrerPolicyFor } from './personal-pages.ts';

const UUID = '123e4567-e89b-42d3-a456-426614174000';
const screensDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'app', 's', '[lang]');

describe('personal pages (GCSIE)', () => {
  it.each([
    ['/cart/', 'cart'],
    ['/checkout/', 'checkout'],
    ['/checkout/process-payment/', 'checkoutProcessPayment'],
    [`/checkout/${UUID}/`, 'checkoutConfirmation'],
    ['/checkout/thank-you/', 'checkoutThankYou'],
    ['/gift-cards/', null],
    ['/gift-cards/harbour-house-restaurant/', null],
    ['/', null],
    ['/no-such-page/', null],
  ])('%s is %s', (pathname, screen) => {
    expect(personalScreenForPath(currentBrand, pathname)).toBe(screen);
  });

  it('sends no referrer from pages whose address may hold an order uuid', () => {
    expect(referrerPolicyFor('cart')).toBe('strict-origin-when-cross-origin');
    for (const screen of ['checkout', 'checkoutProcessPayment', 'checkoutConfirmation', 'checkoutThankYou'] as const) {
      expect(referrerPolicyFor(screen)).toBe('no-referrer');
    }
  });

  // A nonce only reaches a page rendered per request: a cached personal page would have its scripts blocked.
  it.each(PERSONAL_SCREENS)('%s is rendered per request', (screen) => {
    const pages = readdirSync(path.join(screensDir, screen), { recursive: true, encoding: 'utf8' })
      .filter((file) => path.basename(file) === 'page.tsx')
      .map((file) => path.join(screen, file));
    expect(pages).not.toEqual([]);
    for (const page of pages) {
      expect(readFileSync(path.join(screensDir, page), 'utf8'), page).toMatch(/^export const dynamic = 'force-dynamic';$/m);
    }
  });
});
