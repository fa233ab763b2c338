import type { IntlShape } from 'react-intl';
import { localDateToUtc, type DeliveryPromise, type LocalDate } from '@shop/delivery';

function dayText(intl: IntlShape, promiseDate: LocalDate): string {
  return intl.formatDate(localDateToUtc(promiseDate), { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
}

export interface DeliveryPromiseOptions {
  /** The card always travels by registered post (wine): handed over against a signature, never put in the letterbox. */
  readonly registered?: boolean;
}

/**
 * The promise as the customer reads it. Without a clock (server render, before hydration) the physical promise is
 * the general one, with as many lines, so nothing shifts when the dated lines replace it. A card that always goes by
 * registered post is promised no letterbox delivery: its last line says it is handed over against a signature.
 */
export function deliveryPromiseLines(
  intl: IntlShape,
  promise: DeliveryPromise | { readonly kind: 'PHYSICAL_UNDATED' },
  { registered = false }: DeliveryPromiseOptions = {},
): string[] {
  const registeredLine = () => intl.formatMessage({ id: 'product.delivery.registered' });
  switch (promise.kind) {
    case 'DIGITAL':
      return [intl.formatMessage({ id: 'product.delivery.digital' })];
    case 'PHYSICAL_UNDATED':
      return [
        intl.formatMessage({ id: 'product.delivery.physical' }),
        intl.formatMessage({ id: 'product.delivery.sameDayNotice' }),
        registered ? registeredLine() : intl.formatMessage({ id: 'product.delivery.letterboxGeneral' }),
      ];
    case 'PHYSICAL':
      return [
        intl.formatMessage(
          { id: 'product.delivery.expected' },
          { from: dayText(intl, promise.deliveredFrom), by: dayText(intl, promise.deliveredBy) },
        ),
        promise.shipsToday
          ? intl.formatMessage({ id: 'product.delivery.shipsToday' })
          : intl.formatMessage({ id: 'product.delivery.shipsOn' }, { date: dayText(intl, promise.shipDate) }),
        registered
          ? registeredLine()
          : intl.formatMessage({ id: 'product.delivery.letterbox' }, { date: dayText(intl, promise.letterboxDate) }),
      ];
  }
}
