import { createHash } from 'node:crypto';
import type { APIResponse, Response } from '@playwright/test';
import { shopperEmail, solveCaptcha } from './support/checkout.ts';
import { urlOf } from './support/stores.ts';
import { expect, test } from './support/test.ts';

/**
 * The storefront's security headers as a browser gets them (GCSIE): catalogue pages keep their cache and a policy that
 * allows scripts of our own origin and the page's own inline scripts (by hash) only; the basket and the checkout run only scripts carrying the page's nonce, are
 * never stored and send no referrer where the address holds an order; the artwork is sandboxed. No page may report a
 * policy violation while the shopper adds to the basket and solves the captcha (the `visits` fixture fails any journey
 * whose pages report one).
 */

const PRODUCT = { path: '/gift-cards/harbour-house-restaurant/', title: 'Harbour House Restaurant' };
const UUID = '123e4567-e89b-42d3-a456-426614174000';

type AnyResponse = Pick<Response | APIResponse, 'headers'>;

function scriptSources(response: AnyResponse): string {
  return /(?:^|; )script-src ([^;]*)/.exec(response.headers()['content-security-policy'] ?? '')?.[1] ?? '';
}

/** What every page carries, whatever its data. */
function expectPageBasics(response: AnyResponse, label: string): void {
  const headers = response.headers();
  expect(headers['x-content-type-options'], label).toBe('nosniff');
  const policy = headers['content-security-policy'] ?? '';
  for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "worker-src 'self' blob:"]) {
    expect(policy, label).toContain(directive);
  }
  expect(headers['x-frame-options'], label).toBe('DENY');
  // Served over plain http here: no HSTS.
  expect(headers['strict-transport-security'], label).toBeUndefined();
}

/**
 * A public page: it runs the inline scripts it carries and no other. Its policy lists the hash of each (worked out here
 * from the page as it arrived), and no longer allows any inline script.
 */
async function expectHashedScripts(response: Response | APIResponse, label: string): Promise<void> {
  const inline = [...(await response.text()).matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/\bsrc=|\btype="application\/(ld\+)?json"/.test(attributes))
    .map(([, , text = '']) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  expect(inline.length, label).toBeGreaterThan(0);
  expect(scriptSources(response), label).toBe(["'self'", ...new Set(inline)].join(' '));
}

/** A per-request page: its nonce on every script the server wrote, no inline allowance, never stored. */
async function expectPersonalPage(response: Response | APIResponse, label: string, referrerPolicy: string): Promise<void> {
  expectPageBasics(response, label);
  const sources = scriptSources(response);
  const nonce = /'nonce-([^']+)'/.exec(sources)?.[1];
  expect(nonce, label).toBeTruthy();
  expect(sources, label).toContain("'strict-dynamic'");
  expect(sources, label).not.toContain("'unsafe-inline'");
  const scriptTags = (await response.text()).match(/<script\b[^>]*>/g) ?? [];
  expect(scriptTags.length, label).toBeGreaterThan(0);
  expect(scriptTags.filter((tag) => !tag.includes(`nonce="${nonce}"`)), label).toEqual([]);
  expect(response.headers()['cache-control'], label).toContain('no-store');
  expect(response.headers()['referrer-policy'], label).toBe(referrerPolicy);
}

test.describe('security headers', () => {
  test('catalogue pages stay cached and run only the inline scripts they carry, and the artwork is sandboxed', async ({ page, visits }) => {
    for (const [path, heading] of [
      ['/', page.getByRole('heading', { level: 1 })],
      [PRODUCT.path, page.getByRole('heading', { level: 1, name: PRODUCT.title })],
    ] as const) {
      const response = await visits.open('GCSIE', path, heading);
      expect(response, path).not.toBeNull();
      expectPageBasics(response!, path);
      await expectHashedScripts(response!, path);
      expect(response!.headers()['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(response!.headers()['cache-control'], path).toMatch(/s-maxage=\d+/);
    }
    // Rendered for its query and kept by the server's page cache: hashed too, whether rendered or answered from the cache.
    for (const visit of ['rendered', 'kept']) {
      const searched = await visits.open('GCSIE', '/gift-cards/?s=restaurant', page.getByRole('heading', { level: 1 }));
      expectPageBasics(searched!, `search results, ${visit}`);
      await expectHashedScripts(searched!, `search results, ${visit}`);
    }

    const artwork = await page.locator('img[src^="/images/"]').first().getAttribute('src');
    expect(artwork).toBeTruthy();
    const image = await page.request.get(`${urlOf('GCSIE')}${artwork}`);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/svg+xml');
    expect(image.headers()['x-content-type-options']).toBe('nosniff');
    expect(image.headers()['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(image.headers()['cache-control']).toMatch(/^public, max-age=\d+/);
  });

  test('an inline script slipped into a catalogue page does not run', async ({ page }) => {
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refusals.push(message.text());
    });
    await page.goto(`${urlOf('GCSIE')}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // What an injection would add: a script element of its own, not one of the page's (whose hashes the policy lists).
    await page.addScriptTag({ content: 'window.injectedScriptRan = true;' }).catch(() => undefined);
    expect(await page.evaluate(() => (window as unknown as { injectedScriptRan?: boolean }).injectedScriptRan)).toBeUndefined();
    expect(refusals.length).toBeGreaterThan(0);
  });

  test('basket and checkout run only nonce scripts, are never stored, and the captcha and basket still work', async ({ page, visits }) => {
    await visits.open('GCSIE', PRODUCT.path, page.getByRole('heading', { level: 1, name: PRODUCT.title }));
    await page.getByRole('radio', { name: /€25/ }).first().check();
    const addAction = page.waitForResponse((response) => response.request().method() === 'POST' && 'next-action' in response.request().headers());
    await page.getByRole('button', { name: 'Add to basket', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Added to your basket.' })).toBeVisible();
    expect((await addAction).headers()['cache-control']).toContain('no-store');
    const events = await page.evaluate(() => (window.dataLayer ?? []).map((entry) => (entry as { event?: string }).event));
    expect(events).toContain('add_to_cart');

    const basket = await visits.open('GCSIE', '/cart/', page.getByRole('heading', { level: 1, name: 'Your basket' }));
    await expectPersonalPage(basket!, 'basket', 'strict-origin-when-cross-origin');

    await page.getByRole('link', { name: 'Continue to checkout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Continue to checkout' });
    await dialog.getByLabel('E-mail address').fill(shopperEmail('headers'));
    // The proof of work runs in a worker made from a blob: URL, under the basket's nonce policy.
    await solveCaptcha(dialog);
    await visits.checkAccessibility('identify modal with captcha');
    const checkoutDocument = page.waitForResponse(
      (response) => response.request().resourceType() === 'document' && new URL(response.url()).pathname === '/checkout/',
    );
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
    await visits.arrive(/\/checkout\/$/, page.getByRole('heading', { level: 2, name: 'Your data', exact: true }));
    await expectPersonalPage(await checkoutDocument, 'checkout', 'no-referrer');
  });

  test('order pages and personal API routes are never stored; order pages send no referrer; HSTS only behind https', async ({ request }) => {
    const origin = urlOf('GCSIE');
    for (const path of [`/checkout/${UUID}/`, `/checkout/process-payment/?order=${UUID}`, `/checkout/thank-you/?order=${UUID}`]) {
      const response = await request.get(`${origin}${path}`, { maxRedirects: 0 });
      await expectPersonalPage(response, path, 'no-referrer');
    }
    for (const path of ['/api/cart-quantity/', '/api/captcha/']) {
      const response = await request.get(`${origin}${path}`);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toBe('no-store');
      expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
    }
    const behindHttps = await request.get(`${origin}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(behindHttps.headers()['strict-transport-security']).toBe('max-age=31536000');
  });

  test('redirects are nosniff too: the trailing slash, an old address, a redirect target and an upper-case path', async ({ request }) => {
    const origin = urlOf('GCSIE');
    for (const path of ['/gift-cards/2', '/helpdesk/', '/redirect/privacy/', '/Gift-Cards/']) {
      const response = await request.get(`${origin}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBeGreaterThanOrEqual(300);
      expect(response.status(), path).toBeLessThan(400);
      expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
    }
  });
});
