'use client';

import { Button, Modal } from '@shop/ui';
import { useActionState, useState, useTransition, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { pushDataLayer, toMajorUnits } from '../../analytics/data-layer.ts';
import type { CartActionResult } from '../../cart/action-result.ts';
import { deleteCartPackageGroup } from '../../cart/actions.ts';
import type { BasketPackage } from './basket-model.ts';
import { useLineActionResult } from './BasketNotice.tsx';
import * as styles from './CartScreen.css.ts';
import { removePackageWithoutScript } from './remove-without-script.ts';
import { NOT_ANSWERED_YET } from './line-action-answer.ts';
import { LineActionProblem } from './LineActionProblem.tsx';
import { REMOVE_FORM_FIELDS } from './remove-without-script-model.ts';

export interface DeletePackageButtonProps {
  readonly lang: string;
  readonly pkg: BasketPackage;
  /** Removes the package; the server action by default. */
  readonly deletePackageGroup?: (lang: string, shipmentTag: BasketPackage['tag'], packageId: string) => Promise<CartActionResult>;
}

/**
 * Spec §2 "basket item delete" modal: asks before removing a package, then refetches the basket. A package already
 * gone (removed in another tab) refetches it too and says so; any other failure shows the error modal. The button is a
 * form's too: posted before the page's script runs, or without one, it removes the package on the server at once.
 */
export function DeletePackageButton({ lang, pkg, deletePackageGroup = deleteCartPackageGroup }: DeletePackageButtonProps) {
  const intl = useIntl();
  const settle = useLineActionResult(pkg.title, { removesLine: true });
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  const [withoutScript, removeWithoutScript] = useActionState(removePackageWithoutScript, NOT_ANSWERED_YET);
  const openDialog = (event: MouseEvent<HTMLButtonElement>) => {
    // With the script, the dialog asks first; the form is for a browser without it.
    event.preventDefault();
    setOpen(true);
  };

  const confirm = () =>
    startTransition(async () => {
      const result = await deletePackageGroup(lang, pkg.tag, pkg.packageId);
      setOpen(false);
      if (!settle(result)) return;
      pushDataLayer({
        event: 'remove_from_cart',
        ecommerce: {
          currency: pkg.total.currency,
          value: toMajorUnits(pkg.total),
          items: [
            {
              item_id: pkg.productId ?? pkg.variationId,
              item_name: pkg.productTitle,
              price: toMajorUnits(pkg.unitPrice),
              quantity: pkg.quantity,
            },
          ],
        },
      });
    });

  return (
    <>
      <form action={removeWithoutScript} className={styles.lineActionForm}>
        <input type="hidden" name={REMOVE_FORM_FIELDS.lang} value={lang} />
        <input type="hidden" name={REMOVE_FORM_FIELDS.shipmentTag} value={pkg.tag} />
        <input type="hidden" name={REMOVE_FORM_FIELDS.packageId} value={pkg.packageId} />
        <Button type="submit" variant="secondary" size="sm" onClick={openDialog}>
          {intl.formatMessage({ id: 'cart.delete.open' }, { title: pkg.title })}
        </Button>
        <LineActionProblem answer={withoutScript} />
      </form>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={intl.formatMessage({ id: 'cart.delete.title' })}
        closeLabel={intl.formatMessage({ id: 'cart.modal.close' })}
        loading={pending}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={pending}>
              {intl.formatMessage({ id: 'cart.delete.cancel' })}
            </Button>
            <Button
              variant="primary"
              onClick={confirm}
              loading={pending}
              loadingLabel={intl.formatMessage({ id: 'cart.delete.deleting' })}
            >
              {intl.formatMessage({ id: 'cart.delete.confirm' })}
            </Button>
          </>
        }
      >
        <p>{intl.formatMessage({ id: 'cart.delete.body' }, { title: pkg.title })}</p>
      </Modal>
    </>
  );
}
