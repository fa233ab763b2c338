import type { ProductCardRow } from '@shop/db';
import type { ProductCard } from '@shop/graphql';
import type { Tenant } from '../tenancy/tenant.ts';

export function toProductCard(row: ProductCardRow, tenant: Tenant): ProductCard {
  return {
    id: String(row.id),
    title: row.title,
    path: row.path,
    description: row.description,
    image: { url: row.imagePath, alt: row.title },
    backgroundColor: row.backgroundColor,
    productType: row.productType,
    cardType: row.cardType === 'large' ? 'LARGE' : 'SMALL',
    label:
      row.labelIcon && row.labelColor
        ? { title: row.labelTitle ?? '', color: row.labelColor, icon: row.labelIcon === 'like' ? 'LIKE' : 'STAR' }
        : null,
    freeLabel: row.hasFreeLabel,
    externalLink: row.hasExternalLink,
    fromPrice: row.fromPriceMinor === null ? null : { currency: tenant.currency, value: row.fromPriceMinor },
  };
}
