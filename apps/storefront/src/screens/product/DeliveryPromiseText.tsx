'use client';

import { useIntl } from 'react-intl';
import { deliveryPromise } from './delivery-promise.ts';
import { deliveryPromiseLines } from './delivery-promise-lines.ts';
import type { DeliveryKind } from './product-form-schema.ts';
import * as styles from './ProductForm.css.ts';
import { useNow } from './use-now.ts';

export interface DeliveryPromiseTextProps {
  readonly kind: DeliveryKind;
  /** IANA zone of the store's dispatch clock. */
  readonly timeZone: string;
}

/** When the card arrives, computed from the visitor's current time in the store's time zone. */
export function DeliveryPromiseText({ kind, timeZone }: DeliveryPromiseTextProps) {
  const intl = useIntl();
  const now = useNow();
  const promise = kind === 'PHYSICAL' && now === null ? ({ kind: 'PHYSICAL_UNDATED' } as const) : deliveryPromise(kind, now ?? new Date(0), timeZone);
  return (
    <ul className={styles.promises} aria-label={intl.formatMessage({ id: 'product.delivery.heading' })}>
      {deliveryPromiseLines(intl, promise).map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
