import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The bar: a page may have minor or moderate findings, never serious or critical ones. */
const BLOCKING_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical']);

export interface AxeFinding {
  readonly rule: string;
  readonly impact: string;
  readonly help: string;
  /** Selector and axe's own explanation for every offending element. */
  readonly elements: readonly string[];
}

/**
 * Waits for the page's finite animations (a dialog fading in, a card sliding) to end, so colour contrast is
 * measured on what a visitor ends up seeing rather than on a half-transparent frame.
 */
async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** axe-core over the whole page as it is now; only the serious and critical violations. */
export async function blockingAxeFindings(page: Page): Promise<AxeFinding[]> {
  await animationsFinished(page);
  // The storefront has no frames to merge results from; axe's default mode opens a blank page per run to do that,
  // which doubles the time of every check on a loaded machine.
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  return results.violations
    .filter((violation) => violation.impact != null && BLOCKING_IMPACTS.has(violation.impact))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      elements: violation.nodes.map((node) => `${node.target.join(' ')} — ${node.failureSummary ?? ''}`.trim()),
    }));
}
