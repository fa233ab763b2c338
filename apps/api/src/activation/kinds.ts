import { z } from 'zod';

const activationRef = z.object({ storeId: z.number().int(), activationOrderId: z.uuid() });

/** Payload schemas of the activation jobs: ids only, never a card number or an e-mail address. */
export const activationPayloads = {
  'activate-choice-card': activationRef,
  'send-activation-email': activationRef,
} as const;

type Payloads = { readonly [K in keyof typeof activationPayloads]: z.infer<(typeof activationPayloads)[K]> };

declare module '../jobs/payloads.ts' {
  interface JobPayloads extends Payloads {}
}
