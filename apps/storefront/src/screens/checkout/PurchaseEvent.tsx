'use client';

import { useEffect } from 'react';
import { trackPurchaseOnce, type PurchaseFacts } from '../../analytics/purchase.ts';

/** Reports the purchase once per order, however often the confirmation page is opened. */
export function PurchaseEvent({ facts }: { readonly facts: PurchaseFacts }) {
  useEffect(() => {
    trackPurchaseOnce(facts);
  }, [facts.orderUuid]);
  return null;
}
