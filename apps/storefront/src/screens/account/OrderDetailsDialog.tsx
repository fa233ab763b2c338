'use client';

import { Modal } from '@shop/ui';
import { useRouter } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ORDER_DETAILS_LINK } from './order-details-link.ts';

export interface OrderDetailsDialogProps {
  readonly title: string;
  /** The orders page without the order in its address: where closing goes. */
  readonly closeHref: string;
  /** The order shown: closing puts focus on its details link in the list. */
  readonly uuid: string;
  readonly children: ReactNode;
}

/**
 * The order details modal, opened by the order's address (`?order=<uuid>`, a link that works without script);
 * closing goes back to the list's own address.
 */
export function OrderDetailsDialog({ title, closeHref, uuid, children }: OrderDetailsDialogProps) {
  const intl = useIntl();
  const router = useRouter();
  const [open, setOpen] = useState(true);
  return (
    <Modal
      open={open}
      title={title}
      size="lg"
      closeLabel={intl.formatMessage({ id: 'account.orders.close' })}
      // Opened from its address, so nothing on the page was focused: closing goes back to the order's link.
      returnFocus={() => document.querySelector<HTMLElement>(`[${ORDER_DETAILS_LINK}="${CSS.escape(uuid)}"]`)}
      onClose={() => {
        setOpen(false);
        router.replace(closeHref, { scroll: false });
      }}
    >
      {children}
    </Modal>
  );
}
