'use client';

import { Modal } from '@shop/ui';
import { useRouter } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

export interface OrderDetailsDialogProps {
  readonly title: string;
  /** The orders page without the order in its address: where closing goes. */
  readonly closeHref: string;
  readonly children: ReactNode;
}

/**
 * The order details modal, opened by the order's address (`?order=<uuid>`, a link that works without script);
 * closing goes back to the list's own address.
 */
export function OrderDetailsDialog({ title, closeHref, children }: OrderDetailsDialogProps) {
  const intl = useIntl();
  const router = useRouter();
  const [open, setOpen] = useState(true);
  return (
    <Modal
      open={open}
      title={title}
      size="lg"
      closeLabel={intl.formatMessage({ id: 'account.orders.close' })}
      onClose={() => {
        setOpen(false);
        router.replace(closeHref, { scroll: false });
      }}
    >
      {children}
    </Modal>
  );
}
