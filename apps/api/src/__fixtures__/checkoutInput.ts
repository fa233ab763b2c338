import { loadBrand } from '@shop/brand-config/node';
import type { CheckoutInput, PaymentChoiceInput } from '@shop/graphql/operations';
import type { SqlClient } from './sql.ts';

/** The user data a storefront of the brand `code` sends, in its default language. */
export function storeUserData(code: string): { readonly language: string; readonly storeID: number; readonly countryCode: string } {
  const brand = loadBrand(code);
  return { language: brand.languages[0]!.code, storeID: brand.storeId, countryCode: brand.country };
}

/**
 * What a private buyer in Ireland sends to place a basket of digital packages: each package to one receiver, paid as
 * `payment` says (by card unless told), returning to the local storefront.
 */
export function digitalCheckout(packageIds: readonly string[], payment: PaymentChoiceInput = { method: 'CARD' }): CheckoutInput {
  return {
    customer: { customerType: 'PRIVATE', firstName: 'Aoife', lastName: 'Byrne', email: 'aoife@example.ie', confirmEmail: 'aoife@example.ie', phoneNumber: '087 123 4567', termsAccepted: true },
    digitalReceivers: packageIds.map((packageId) => ({ packageId, name: 'Ciara Byrne', email: 'ciara@example.ie' })),
    deliveryMode: 'DEFAULT',
    physicalDeliveries: [],
    payment,
    returnUrl: 'http://localhost:3000/checkout/process-payment/',
  };
}

/**
 * A store's (GCSIE's unless told) first digital card sold in fixed amounts with no stock, per-order or Apple limit,
 * and its first amount: a package any basket takes.
 */
export async function plainDigitalVariation(sql: SqlClient, storeId = 70): Promise<{ readonly id: string; readonly amount: number }> {
  const [row] = await sql.query<{ id: string; amount: number }>(
    `SELECT pv.id::text AS id, pv.fixed_values_minor[1]::int AS amount FROM product_variations pv JOIN products p ON p.id = pv.product_id
     WHERE p.stock IS NULL AND p.per_order_limit IS NULL AND NOT p.has_apple_sum_limit AND cardinality(pv.fixed_values_minor) > 0
       AND p.store_id = $1 AND pv.variation_type = 'digital' ORDER BY p.position LIMIT 1`,
    [storeId],
  );
  if (!row) throw new Error(`the seeded catalogue of store ${storeId} has no plain digital card`);
  return row;
}
