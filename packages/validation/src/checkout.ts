import * as z from 'zod/mini';
import { customerSchema } from './contact.ts';
import type { CountryRules } from './country-rules.ts';
import { shippingSchema } from './shipping.ts';

/** What the shopper tells the checkout before paying: their data, the receivers and the delivery addresses. */
export function checkoutDetailsSchema(country: CountryRules) {
  return z.intersection(z.object({ customer: customerSchema(country) }), shippingSchema(country));
}

export type CheckoutDetails = z.output<ReturnType<typeof checkoutDetailsSchema>>;
