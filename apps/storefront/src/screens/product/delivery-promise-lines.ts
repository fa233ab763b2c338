import type { IntlShape } from 'react-intl';
import { localDateToUtc, type DeliveryPromise, type LocalDate } from '@shop/delivery';

function dayText(intl: IntlShape, promiseDate: LocalDate): string {
  return intl.formatDate(localDateToUtc(promiseDate), { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
}

/**
 * The promise as the customer reads it. Without a clock (server render, before hydration) the physical promise is
 * the general one, with as many lines, so nothing shifts when the dated lines replace it.
 */
export function deliveryPromiseLines(intl: IntlShape, promise: DeliveryPromise | { readonly kind: 'PHYSICAL_UNDATED' }): string[] {
  switch (promise.kind) {
    case 'DIGITAL':
      return [intl.formatMessage({ id: 'product.delivery.digital' })];
    case 'PHYSICAL_UNDATED':
      return [
        intl.formatMessage({ id: 'product.delivery.physical' }),
        intl.formatMessage({ id: 'product.delivery.sameDayNotice' }),
        intl.formatMessage({ id: 'product.delivery.letterboxGeneral' }),
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
        intl.formatMessage({ id: 'product.delivery.letterbox' }, { date: dayText(intl, promise.letterboxDate) }),
      ];
  }
}
