'use client';

import { Button, TextField, visuallyHidden } from '@shop/ui';
import { MAX_QUANTITY_PER_PACKAGE } from '@shop/validation';
import { useActionState, useEffect, useRef, useTransition, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { pushDataLayer, toMajorUnits } from '../../analytics/data-layer.ts';
import type { CartActionResult } from '../../cart/action-result.ts';
import type { BasketPackage } from './basket-model.ts';
import { useLineActionResult } from './BasketNotice.tsx';
import * as styles from './CartScreen.css.ts';
import { changePackageQuantity, changeQuantityWithoutScript } from './quantity-change.ts';
import { NOT_ANSWERED_YET } from './line-action-answer.ts';
import { LineActionProblem } from './LineActionProblem.tsx';
import { QUANTITY_FORM_FIELDS } from './quantity-change-model.ts';

export interface QuantityFormProps {
  readonly lang: string;
  readonly pkg: BasketPackage;
  /** Changes the quantity; the server action by default. */
  readonly changeQuantity?: (lang: string, packageId: string, quantity: string) => Promise<CartActionResult>;
}

/**
 * How many of a basket line's card: the UI kit's number field and a button that applies it, then the basket refetched (its
 * totals, the header's count). The form is posted to the server as it is when the page's script has not run.
 */
export function QuantityForm({ lang, pkg, changeQuantity = changePackageQuantity }: QuantityFormProps) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'cart.quantity.label' });
  const settle = useLineActionResult(pkg.title);
  const [pending, startTransition] = useTransition();
  const [withoutScript, changeWithoutScript] = useActionState(changeQuantityWithoutScript, NOT_ANSWERED_YET);
  const form = useRef<HTMLFormElement>(null);

  // The field shows the quantity the basket holds once the server has answered. The form stays mounted through the
  // change, so the field or button the shopper used keeps the keyboard focus.
  useEffect(() => {
    const field = form.current?.elements.namedItem(QUANTITY_FORM_FIELDS.quantity);
    if (field instanceof HTMLInputElement) field.value = String(pkg.quantity);
  }, [pkg.quantity]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // With the script, the change is made without leaving the page; the form's action is for a browser without it.
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get(QUANTITY_FORM_FIELDS.quantity);
    const quantity = typeof typed === 'string' ? typed : '';
    startTransition(async () => {
      if (settle(await changeQuantity(lang, pkg.packageId, quantity))) reportChange(pkg, Number(quantity) - pkg.quantity);
    });
  };

  return (
    <form ref={form} action={changeWithoutScript} onSubmit={submit} className={styles.quantityForm}>
      <input type="hidden" name={QUANTITY_FORM_FIELDS.lang} value={lang} />
      <input type="hidden" name={QUANTITY_FORM_FIELDS.packageId} value={pkg.packageId} />
      <TextField
        label={label}
        // Every line has this field: its name says which line, as the line's buttons' names do.
        aria-label={`${label} – ${pkg.title}`}
        className={styles.quantityField}
        name={QUANTITY_FORM_FIELDS.quantity}
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_QUANTITY_PER_PACKAGE}
        step={1}
        required
        defaultValue={pkg.quantity}
      />
      <Button type="submit" variant="secondary" size="sm" loading={pending} loadingLabel={intl.formatMessage({ id: 'cart.quantity.updating' })}>
        {intl.formatMessage({ id: 'cart.quantity.update' })}
        <span className={visuallyHidden}> – {pkg.title}</span>
      </Button>
      <LineActionProblem answer={withoutScript} />
    </form>
  );
}

/** GA4 counts a basket's cards by their additions and removals: a new quantity is the difference, one way or the other. */
function reportChange(pkg: BasketPackage, difference: number): void {
  if (!Number.isSafeInteger(difference) || difference === 0) return;
  const cards = Math.abs(difference);
  pushDataLayer({
    event: difference > 0 ? 'add_to_cart' : 'remove_from_cart',
    ecommerce: {
      currency: pkg.unitPrice.currency,
      value: toMajorUnits({ currency: pkg.unitPrice.currency, value: pkg.unitPrice.value * cards }),
      items: [{ item_id: pkg.productId ?? pkg.variationId, item_name: pkg.productTitle, price: toMajorUnits(pkg.unitPrice), quantity: cards }],
    },
  });
}
