import type { ProductDetailQuery } from '@shop/graphql/operations';
import type { DeliveryKind, ProductRules, VariationRules } from '@shop/validation';

export type ProductDetail = NonNullable<ProductDetailQuery['product']['product']>;
export type ProductExtra = ProductDetail['extras']['wrappers'][number];

/** The buying rules of each variation the product offers, in minor units. */
export function productRules(product: ProductDetail): ProductRules {
  const rules: Partial<Record<DeliveryKind, VariationRules>> = {};
  for (const variation of product.variationsToShow) {
    rules[variation.variationType] ??= {
      id: variation.id,
      fixedValues: variation.fixedValues.map((money) => money.value),
      customAmount: variation.customAmount
        ? {
            minimum: variation.customAmount.minimum.value,
            maximum: variation.customAmount.maximum.value,
            wholeNumbersOnly: variation.customAmount.wholeNumbersOnly,
          }
        : null,
      inStock: variation.inStock,
    };
  }
  return rules;
}

/** The lowest and highest price a card of this product can be bought for, in minor units. */
export function priceRange(rules: ProductRules): { readonly low: number; readonly high: number } | null {
  const prices = Object.values(rules).flatMap((variation) => [
    ...variation.fixedValues,
    ...(variation.customAmount ? [variation.customAmount.minimum, variation.customAmount.maximum] : []),
  ]);
  if (prices.length === 0) return null;
  return { low: Math.min(...prices), high: Math.max(...prices) };
}
