import { decimalString } from '@shop/money';
import type { ProductRules } from '@shop/validation';
import { priceRange } from './product-rules.ts';

export interface ProductJsonLdInput {
  readonly name: string;
  readonly description: string;
  readonly image: string;
  readonly url: string;
  readonly currency: string;
  readonly rules: ProductRules;
}

/** Minor units as the exact decimal schema.org expects ("2500" EUR → "25.00"). */
export const decimalPrice = decimalString;

/** schema.org Product with an AggregateOffer over every value the card can be bought for. */
export function productJsonLd(input: ProductJsonLdInput): Record<string, unknown> {
  const range = priceRange(input.rules);
  const inStock = Object.values(input.rules).some((variation) => variation.inStock);
  const availability = inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    description: input.description,
    image: input.image,
    url: input.url,
    ...(range && {
      offers: {
        '@type': 'AggregateOffer',
        priceCurrency: input.currency,
        lowPrice: decimalPrice(range.low, input.currency),
        highPrice: decimalPrice(range.high, input.currency),
        price: decimalPrice(range.low, input.currency),
        availability,
        url: input.url,
      },
    }),
  };
}

/** JSON for a `<script type="application/ld+json">`: '<' escaped so product text can never close the script. */
export function serializeJsonLd(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
