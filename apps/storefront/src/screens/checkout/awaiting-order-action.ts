import type { AwaitingOrderOffer } from '../../checkout/awaiting-order.ts';
import { currentBrand } from '../../brand/current-brand.ts';
import { t, type getIntl } from '../../i18n/server-intl.ts';
import { hrefWithQuery } from '../../routing/href.ts';

export interface AwaitingOrderAction {
  readonly href: string;
  readonly label: string;
}

/**
 * The link on to paying an order still waiting for its money: the provider's page, another try (only where the brand
 * offers retrying, spec §4), or the transfer details.
 */
export function awaitingOrderAction(
  lang: string,
  intl: ReturnType<typeof getIntl>,
  orderUuid: string,
  offer: AwaitingOrderOffer,
): AwaitingOrderAction | null {
  switch (offer.kind) {
    case 'continuePayment':
      return { href: offer.url, label: t(intl, 'checkout.awaiting.continue') };
    case 'retry':
      if (!currentBrand.features.retryPayment) return null;
      return { href: hrefWithQuery(lang, 'checkout', { error: String(offer.code), order: orderUuid }), label: t(intl, 'checkout.retry.heading') };
    case 'transferDetails':
      return { href: hrefWithQuery(lang, 'checkoutProcessPayment', { order: orderUuid }), label: t(intl, 'checkout.awaiting.transferDetails') };
  }
}
