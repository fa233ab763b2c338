'use client';

import type { PackageDraft, ProductFormValues } from '@shop/validation';
import { useState, useTransition } from 'react';
import type { FieldPath } from 'react-hook-form';
import { pushDataLayer, toMajorUnits } from '../../analytics/data-layer.ts';
import type { CartActionResult } from '../../cart/action-result.ts';
import { announceCartChanged } from '../../chrome/basket/cart-events.ts';
import { useErrorModal } from '../../chrome/error-modal/ErrorModalProvider.tsx';
import { fieldsRefusedBy } from './product-form-model.ts';

export interface AddToCartOptions {
  readonly lang: string;
  readonly currency: string;
  readonly product: { readonly id: string; readonly title: string };
  readonly addToCart: (lang: string, draft: PackageDraft) => Promise<CartActionResult>;
  /** Marks a field the API refused. */
  readonly onRefusedField: (field: FieldPath<ProductFormValues>) => void;
}

export interface AddToCart {
  readonly pending: boolean;
  /** Whether the last package sent is in the basket (until the form changes). */
  readonly added: boolean;
  readonly forgetAdded: () => void;
  /** Sends the package; `price` (minor units, extras included) goes into the analytics event. */
  readonly add: (draft: PackageDraft, price: number) => void;
}

/**
 * Puts a package in the basket: one request at a time, the API's refusals in the error modal and on their fields, and
 * on success the analytics event and the basket's count refreshed.
 */
export function useAddToCart({ lang, currency, product, addToCart, onRefusedField }: AddToCartOptions): AddToCart {
  const errorModal = useErrorModal();
  const [pending, startTransition] = useTransition();
  const [added, setAdded] = useState(false);

  const add = (draft: PackageDraft, price: number) => {
    startTransition(async () => {
      const result = await addToCart(lang, draft);
      if (!result.ok) {
        setAdded(false);
        for (const field of fieldsRefusedBy(result.errors)) onRefusedField(field);
        errorModal.show(result.errors);
        return;
      }
      setAdded(true);
      pushDataLayer({
        event: 'add_to_cart',
        ecommerce: {
          currency,
          value: toMajorUnits({ currency, value: price }),
          items: [
            {
              item_id: product.id,
              item_name: product.title,
              price: toMajorUnits({ currency, value: draft.amount }),
              quantity: draft.quantity,
            },
          ],
        },
      });
      announceCartChanged();
    });
  };

  return { pending, added, forgetAdded: () => setAdded(false), add };
}
