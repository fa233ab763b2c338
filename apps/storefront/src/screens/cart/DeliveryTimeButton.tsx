'use client';

import { Button, Modal } from '@shop/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { DeliveryPromiseText } from '../product/DeliveryPromiseText.tsx';
import type { BasketPackage } from './basket-model.ts';

export interface DeliveryTimeButtonProps {
  readonly tag: BasketPackage['tag'];
  /** The package goes by registered post: promised against a signature, not in the letterbox. */
  readonly registered?: boolean;
  readonly storeCountry: string;
}

/** Spec §2 "delivery time" modal: when this package arrives and why. */
export function DeliveryTimeButton({ tag, registered = false, storeCountry }: DeliveryTimeButtonProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="link" size="sm" onClick={() => setOpen(true)}>
        {intl.formatMessage({ id: 'cart.delivery.open' })}
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={intl.formatMessage({ id: 'cart.delivery.title' })}
        closeLabel={intl.formatMessage({ id: 'cart.modal.close' })}
        size="sm"
      >
        <p>{intl.formatMessage({ id: tag === 'DIGITAL' ? 'cart.delivery.digitalExplained' : 'cart.delivery.physicalExplained' })}</p>
        <DeliveryPromiseText kind={tag} storeCountry={storeCountry} registered={registered} />
      </Modal>
    </>
  );
}
