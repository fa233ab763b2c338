'use client';

import { useEffect } from 'react';
import { pushDataLayer, toMajorUnits } from '../../analytics/data-layer.ts';
import type { BasketMoney, BasketPackage } from './basket-model.ts';

export interface ViewCartEventProps {
  readonly total: BasketMoney;
  readonly packages: readonly BasketPackage[];
}

/** Reports the basket view with its contents; again whenever the contents change. */
export function ViewCartEvent({ total, packages }: ViewCartEventProps) {
  const signature = packages.map((pkg) => `${pkg.packageId}:${pkg.quantity}`).join(',');
  useEffect(() => {
    pushDataLayer({
      event: 'view_cart',
      ecommerce: {
        currency: total.currency,
        value: toMajorUnits(total),
        items: packages.map((pkg) => ({
          item_id: pkg.productId ?? pkg.variationId,
          item_name: pkg.productTitle,
          price: toMajorUnits(pkg.unitPrice),
          quantity: pkg.quantity,
        })),
      },
    });
    // The signature stands for the contents; the arrays themselves are new on every render.
  }, [signature, total.currency, total.value]);
  return null;
}
