import type { ProductCard, ProductType } from '@shop/graphql';
import type { Tenant } from '../tenancy/tenant.ts';

/** Columns of a product card; `p` = products, `t` = product_translations. */
export const PRODUCT_CARD_COLUMNS = `
  p.id::text AS id, t.title, t.path, t.description, p.image_path, p.background_color,
  p.product_type::text AS product_type, p.card_type::text AS card_type,
  p.label_icon::text AS label_icon, p.label_color, t.label_title, p.has_free_label,
  p.external_link_url IS NOT NULL AS external_link,
  (SELECT min(amount)::int FROM product_variations pv,
     LATERAL unnest(pv.fixed_values_minor || pv.custom_min_minor) AS amount
   WHERE pv.store_id = p.store_id AND pv.product_id = p.id) AS from_price`;

export interface ProductCardRow {
  id: string;
  title: string;
  path: string;
  description: string;
  image_path: string;
  background_color: string;
  product_type: ProductType;
  card_type: 'large' | 'small';
  label_icon: 'like' | 'star' | null;
  label_color: string | null;
  label_title: string | null;
  has_free_label: boolean;
  external_link: boolean;
  from_price: number | null;
}

export function toProductCard(row: ProductCardRow, tenant: Tenant): ProductCard {
  return {
    id: row.id,
    title: row.title,
    path: row.path,
    description: row.description,
    image: { url: row.image_path, alt: row.title },
    backgroundColor: row.background_color,
    productType: row.product_type,
    cardType: row.card_type === 'large' ? 'LARGE' : 'SMALL',
    label:
      row.label_icon && row.label_color
        ? { title: row.label_title ?? '', color: row.label_color, icon: row.label_icon === 'like' ? 'LIKE' : 'STAR' }
        : null,
    freeLabel: row.has_free_label,
    externalLink: row.external_link,
    fromPrice: row.from_price === null ? null : { currency: tenant.currency, value: row.from_price },
  };
}
