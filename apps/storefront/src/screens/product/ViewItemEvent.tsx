'use client';

import { useEffect } from 'react';
import { pushDataLayer, toMajorUnits } from '../../analytics/data-layer.ts';

export interface ViewItemEventProps {
  readonly id: string;
  readonly name: string;
  readonly currency: string;
  /** Lowest price in minor units, as the page shows "from". */
  readonly price: number;
}

/** Reports the product page view once per product shown. */
export function ViewItemEvent({ id, name, currency, price }: ViewItemEventProps) {
  useEffect(() => {
    const value = toMajorUnits({ currency, value: price });
    pushDataLayer({ event: 'view_item', ecommerce: { currency, value, items: [{ item_id: id, item_name: name, price: value, quantity: 1 }] } });
  }, [id, name, currency, price]);
  return null;
}
