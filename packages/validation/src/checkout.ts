import * as z from 'zod/mini';
import { customerSchema } from './contact.ts';
import type { CountryRules } from './country-rules.ts';
import { shippingSchema } from './shipping.ts';

function buildCheckoutDetailsSchema(country: CountryRules) {
  return z.intersection(z.object({ customer: customerSchema(country) }), shippingSchema(country));
}

type CheckoutDetailsSchema = ReturnType<typeof buildCheckoutDetailsSchema>;

/**
 * Built once per set of rules: a store's rules come from its brand file (a few per store, one per language), and
 * building the schema costs about fifty times what judging a checkout with it does.
 */
const schemasByRules = new Map<string, CheckoutDetailsSchema>();

/** What the shopper tells the checkout before paying: their data, the receivers and the delivery addresses. */
export function checkoutDetailsSchema(country: CountryRules): CheckoutDetailsSchema {
  // The whole rules, not a chosen few of their fields: a rule added later can never share a schema built without it.
  const key = JSON.stringify(country);
  let schema = schemasByRules.get(key);
  if (!schema) schemasByRules.set(key, (schema = buildCheckoutDetailsSchema(country)));
  return schema;
}

export type CheckoutDetails = z.output<CheckoutDetailsSchema>;
