import * as z from 'zod/mini';
import { addressSchema } from './address.ts';
import type { CountryRules } from './country-rules.ts';
import { requiredEmail } from './email.ts';
import { validationMessage } from './messages.ts';
import { personNameIssue } from './names.ts';
import { requiredText, ruleCheck } from './private/rule.ts';

/** Where physical cards go: DEFAULT to the buyer, SINGLE all to one other address, SPLIT each package its own. */
export const DELIVERY_MODES = ['DEFAULT', 'SINGLE', 'SPLIT'] as const;
export type DeliveryMode = (typeof DELIVERY_MODES)[number];

const packageId = z.string({ error: 'validation.value.invalid' }).check(z.minLength(1, { error: 'validation.value.invalid' }));

/** Who receives one digital package by e-mail. */
export const digitalReceiverSchema = z.object({
  packageId,
  name: requiredText('validation.name.required', personNameIssue),
  email: requiredEmail(),
});
export type DigitalReceiver = z.output<typeof digitalReceiverSchema>;

/**
 * The shipping step. With DEFAULT and SINGLE one address takes every physical package, so no delivery names
 * packages; with SPLIT every address names the packages it takes. Whether the deliveries cover the cart exactly is
 * the API's to judge: only it knows the cart.
 */
export function shippingSchema(country: Pick<CountryRules, 'postcode'>) {
  const address = addressSchema(country);
  const digitalReceivers = z.array(digitalReceiverSchema);
  return z.discriminatedUnion(
    'deliveryMode',
    [
      z.object({
        deliveryMode: z.enum(['DEFAULT', 'SINGLE']),
        digitalReceivers,
        physicalDeliveries: z
          .array(z.object({ address }))
          .check(ruleCheck((deliveries) => (deliveries.length > 1 ? validationMessage('validation.delivery.oneAddress') : null))),
      }),
      z.object({
        deliveryMode: z.literal('SPLIT'),
        digitalReceivers,
        physicalDeliveries: z.array(
          z.object({
            packageIds: z
              .array(packageId, { error: 'validation.delivery.packagesRequired' })
              .check(z.minLength(1, { error: 'validation.delivery.packagesRequired' })),
            address,
          }),
        ),
      }),
    ],
    { error: 'validation.value.invalid' },
  );
}

export type Shipping = z.output<ReturnType<typeof shippingSchema>>;
