'use client';

import { deliveryPromise, holidayCalendar, storeTimeZone, type DeliveryKind } from '@shop/delivery';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { deliveryPromiseLines } from './delivery-promise-lines.ts';
import * as styles from './ProductForm.css.ts';
import { useNow } from './use-now.ts';

export interface DeliveryPromiseTextProps {
  readonly kind: DeliveryKind;
  /** The store's country: its dispatch clock's time zone and its public holidays. */
  readonly storeCountry: string;
  /** The card always travels by registered post (wine), so it is promised no letterbox delivery. */
  readonly registered?: boolean;
}

/** When the card arrives, computed from the visitor's current time in the store's time zone. */
export function DeliveryPromiseText({ kind, storeCountry, registered = false }: DeliveryPromiseTextProps) {
  const intl = useIntl();
  const now = useNow();
  const store = useMemo(() => ({ timeZone: storeTimeZone(storeCountry), holidays: holidayCalendar(storeCountry) }), [storeCountry]);
  const promise =
    kind === 'PHYSICAL' && now === null
      ? ({ kind: 'PHYSICAL_UNDATED' } as const)
      : deliveryPromise(kind, now ?? new Date(0), store.timeZone, store.holidays);
  return (
    <ul className={styles.promises} aria-label={intl.formatMessage({ id: 'product.delivery.heading' })}>
      {deliveryPromiseLines(intl, promise, { registered }).map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
