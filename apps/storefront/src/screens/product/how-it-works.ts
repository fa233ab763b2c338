import type { ProductType } from '@shop/graphql/operations';
import type { MessageId } from '@shop/i18n';
import type { DeliveryKind } from '@shop/validation';

/** One way a product reaches its recipient, told in three steps. */
export interface HowItWorksRoute {
  /** Names the route when the product has more than one (sent by e-mail, sent by post). */
  readonly title: MessageId | null;
  readonly steps: readonly [MessageId, MessageId, MessageId];
}

const DIGITAL: HowItWorksRoute = {
  title: 'product.howItWorks.digital.title',
  steps: ['product.howItWorks.digital.choose', 'product.howItWorks.digital.send', 'product.howItWorks.digital.spend'],
};
const PHYSICAL: HowItWorksRoute = {
  title: 'product.howItWorks.physical.title',
  steps: ['product.howItWorks.physical.choose', 'product.howItWorks.physical.send', 'product.howItWorks.physical.spend'],
};
const BLANK: HowItWorksRoute = {
  title: null,
  steps: ['product.howItWorks.blank.order', 'product.howItWorks.blank.activate', 'product.howItWorks.blank.give'],
};
const DONATION: HowItWorksRoute = {
  title: null,
  steps: ['product.howItWorks.donation.choose', 'product.howItWorks.donation.send', 'product.howItWorks.donation.give'],
};

/**
 * How buying and giving this product goes, by what it is: a gift card per delivery kind it is sold in, an empty card
 * set or a donation each by their own steps.
 */
export function howItWorks(productType: ProductType, kinds: readonly DeliveryKind[]): readonly HowItWorksRoute[] {
  switch (productType) {
    case 'GIFTCARD_BLANK':
      return [BLANK];
    case 'DONATION':
      return [DONATION];
    case 'GIFTCARD_DIGITAL':
    case 'GIFTCARD_PHYSICAL': {
      const routes = kinds.map((kind) => (kind === 'DIGITAL' ? DIGITAL : PHYSICAL));
      // A single route needs no name: the form already says how it is sent.
      return routes.length === 1 && routes[0] ? [{ ...routes[0], title: null }] : routes;
    }
  }
}

/** Spec: validity as the shopper reads it, in whole years where it is a number of years. */
export function validityPeriod(months: number): { readonly unit: 'years'; readonly count: number } | { readonly unit: 'months'; readonly count: number } {
  return months % 12 === 0 ? { unit: 'years', count: months / 12 } : { unit: 'months', count: months };
}
