'use client';

import { Button, Modal } from '@shop/ui';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { useIntl } from 'react-intl';
import { pushDataLayer, toMajorUnits } from '../../analytics/data-layer.ts';
import { lineGone, type CartActionResult } from '../../cart/action-result.ts';
import { deleteCartPackageGroup } from '../../cart/actions.ts';
import { announceCartChanged } from '../../chrome/basket/cart-events.ts';
import { useErrorModal } from '../../chrome/error-modal/ErrorModalProvider.tsx';
import type { BasketPackage } from './basket-model.ts';
import { useBasketNotice } from './BasketNotice.tsx';

export interface DeletePackageButtonProps {
  readonly lang: string;
  readonly pkg: BasketPackage;
  /** Removes the package; the server action by default. */
  readonly deletePackageGroup?: (lang: string, shipmentTag: BasketPackage['tag'], packageId: string) => Promise<CartActionResult>;
}

/**
 * Spec §2 "basket item delete" modal: asks before removing a package, then refetches the basket. A package already
 * gone (removed in another tab) refetches it too and says so; any other failure shows the error modal.
 */
export function DeletePackageButton({ lang, pkg, deletePackageGroup = deleteCartPackageGroup }: DeletePackageButtonProps) {
  const intl = useIntl();
  const router = useRouter();
  const errorModal = useErrorModal();
  const notice = useBasketNotice();
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();

  const confirm = () =>
    startTransition(async () => {
      const result = await deletePackageGroup(lang, pkg.tag, pkg.packageId);
      setOpen(false);
      if (lineGone(result)) {
        notice.lineGone(pkg.title);
        announceCartChanged();
        router.refresh();
        return;
      }
      if (!result.ok) {
        errorModal.show(result.errors);
        return;
      }
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
      announceCartChanged();
      router.refresh();
    });

  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {intl.formatMessage({ id: 'cart.delete.open' }, { title: pkg.title })}
      </Button>
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
