import { pushDataLayer, toMajorUnits, type AnalyticsItem, type AnalyticsMoney } from './data-layer.ts';

/** Orders whose purchase was reported from this browser, so a reload or a second visit never reports it again. */
export const REPORTED_PURCHASES_KEY = 'reportedPurchases';

/** Enough for any shopper's recent orders; the oldest are forgotten first. */
const REMEMBERED = 50;

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

function reported(storage: StorageLike): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(REPORTED_PURCHASES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Records the order as reported and says whether this is the first time. Without storage (private mode, blocked)
 * it still answers true once per call, so the event is never lost, at worst sent again on a reload.
 */
export function claimPurchaseReport(orderUuid: string, storage: StorageLike | null): boolean {
  if (!storage) return true;
  const seen = reported(storage);
  if (seen.includes(orderUuid)) return false;
  try {
    storage.setItem(REPORTED_PURCHASES_KEY, JSON.stringify([...seen, orderUuid].slice(-REMEMBERED)));
  } catch {
    // A full or blocked storage must not cost the event.
  }
  return true;
}

export interface PurchaseFacts {
  readonly orderUuid: string;
  readonly orderNumber: string;
  readonly total: AnalyticsMoney;
  readonly tax: AnalyticsMoney;
  readonly shipping: AnalyticsMoney;
  readonly items: readonly AnalyticsItem[];
}

function browserStorage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** GA4 `purchase`, once per order per browser. Returns whether it was pushed. */
export function trackPurchaseOnce(facts: PurchaseFacts, storage: StorageLike | null = browserStorage()): boolean {
  if (!claimPurchaseReport(facts.orderUuid, storage)) return false;
  pushDataLayer({
    event: 'purchase',
    ecommerce: {
      transaction_id: facts.orderNumber,
      currency: facts.total.currency,
      value: toMajorUnits(facts.total),
      tax: toMajorUnits(facts.tax),
      shipping: toMajorUnits(facts.shipping),
      items: facts.items,
    },
  });
  return true;
}
