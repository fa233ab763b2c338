import { test as base, expect, type Locator, type Page, type Response } from '@playwright/test';
import { STEP_PARAMETERS } from '../../src/checkout/step-url.ts';
import type { E2eBrand } from '../servers.ts';
import { blockingAxeFindings } from './accessibility.ts';
import { storefrontOrigins, urlOf } from './stores.ts';

/**
 * A page as a visitor tells pages apart: its address without the fragment, and without the checkout's step (`step`,
 * `stap`…): the checkout's steps are one page that writes its step into the address (journeys check the steps they
 * stop at).
 */
function pageKey(url: string): string {
  const parsed = new URL(url);
  for (const parameter of STEP_PARAMETERS) parsed.searchParams.delete(parameter);
  return `${parsed.origin}${parsed.pathname}${parsed.search}`;
}

/**
 * Waits until React has hydrated every control of the page. Server-rendered links and buttons show before their
 * handlers are attached, and a click in between is lost; on a loaded two-core machine that window is long enough to
 * matter (the footer is often last). Hidden inputs (a form action's fields) are no control, and the ALTCHA widget's
 * controls are its own, not React's.
 */
export async function whenInteractive(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          [...document.querySelectorAll('a[href], button, input, select, textarea')]
            .filter((control) => !(control instanceof HTMLInputElement && control.type === 'hidden') && !control.closest('altcha-widget'))
            .filter((control) => !Object.keys(control).some((key) => key.startsWith('__reactProps$')))
            .map((control) => control.outerHTML.slice(0, 120)),
        ),
      { message: 'controls React never hydrated' },
    )
    .toEqual([]);
}

export interface Visits {
  /** Loads a storefront path, waits until `ready` shows and every control works, and checks the page with axe. */
  open(brand: E2eBrand, path: string, ready: Locator): Promise<Response | null>;
  /** After an action that leaves the page: waits for the new address, `ready` and working controls, then runs axe. */
  arrive(url: RegExp, ready: Locator): Promise<void>;
  /** Checks the page as it is now, e.g. with a dialog open; `state` names it in a failure. */
  checkAccessibility(state: string): Promise<void>;
}

/**
 * Every Content-Security-Policy violation a storefront page reports (its document's event, and what the browser logs),
 * as `page: directive blocked what`. Another origin's pages (the payment service's) are not ours to judge.
 */
async function recordPolicyViolations(page: Page, origins: ReadonlySet<string>): Promise<string[]> {
  const violations: string[] = [];
  const ours = (url: string) => URL.canParse(url) && origins.has(new URL(url).origin);
  await page.exposeFunction('reportPolicyViolation', (url: string, line: string) => {
    if (ours(url)) violations.push(line);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation(url: string, line: string): void }).reportPolicyViolation;
      void report(location.href, `${location.pathname}${location.search}: ${event.effectiveDirective} blocked ${event.blockedURI || 'an inline resource'}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()) && ours(page.url())) violations.push(message.text());
  });
  return violations;
}

/**
 * `visits` runs axe on every storefront page a journey sees, in every project (desktop and mobile). It also records
 * each address the browser commits to, so a journey that reaches a storefront page without checking it fails, and
 * every policy violation a storefront page reports: a script, style, image or worker the page's own policy blocks
 * fails the journey (catalogue pages allow only the inline scripts whose hashes they list, personal pages only their
 * nonce's).
 */
export const test = base.extend<{ visits: Visits }>({
  visits: async ({ page }, use, testInfo) => {
    const origins = new Set(storefrontOrigins());
    const violations = await recordPolicyViolations(page, origins);
    const visited: string[] = [];
    const checked = new Set<string>();
    const recordNavigation = (frame: ReturnType<Page['mainFrame']>) => {
      if (frame !== page.mainFrame() || !origins.has(new URL(frame.url()).origin)) return;
      const key = pageKey(frame.url());
      if (!visited.includes(key)) visited.push(key);
    };
    page.on('framenavigated', recordNavigation);

    const checkAccessibility = async (state: string) => {
      const findings = await blockingAxeFindings(page);
      expect(findings, `serious or critical axe violations on ${page.url()} (${state}, ${testInfo.project.name})`).toEqual([]);
      checked.add(pageKey(page.url()));
    };
    const settle = async (ready: Locator) => {
      await expect(ready).toBeVisible();
      await whenInteractive(page);
    };

    await use({
      async open(brand, path, ready) {
        const response = await page.goto(`${urlOf(brand)}${path}`);
        await settle(ready);
        await checkAccessibility('page loaded');
        return response;
      },
      async arrive(url, ready) {
        await expect(page).toHaveURL(url);
        await settle(ready);
        await checkAccessibility('page reached');
      },
      checkAccessibility,
    });

    page.off('framenavigated', recordNavigation);
    if (testInfo.status === testInfo.expectedStatus) {
      expect(visited.filter((key) => !checked.has(key)), 'storefront pages visited without an axe check').toEqual([]);
      expect(violations, 'content security policy violations on storefront pages').toEqual([]);
    }
  },
});

export { expect };
