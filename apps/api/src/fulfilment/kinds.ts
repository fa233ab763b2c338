import { z } from 'zod';

const orderRef = z.object({ storeId: z.number().int(), orderId: z.uuid() });

/** Payload schemas of the fulfilment jobs: ids only, so no customer data, card number or PIN is ever queued. */
export const fulfilmentPayloads = {
  'issue-gift-cards': orderRef,
  'send-gift-card-email': z.object({ storeId: z.number().int(), packageId: z.number().int() }),
  'send-order-confirmation': orderRef,
  'send-transfer-instructions': orderRef.extend({ paymentId: z.uuid() }),
} as const;

type Payloads = { readonly [K in keyof typeof fulfilmentPayloads]: z.infer<(typeof fulfilmentPayloads)[K]> };

declare module '../jobs/payloads.ts' {
  interface JobPayloads extends Payloads {}
}
