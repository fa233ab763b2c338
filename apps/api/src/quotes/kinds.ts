import { z } from 'zod';

const quoteRequestRef = z.object({ storeId: z.number().int(), quoteRequestId: z.uuid() });

/** Payload schemas of the quote request jobs: ids only, never the customer's details or message. */
export const quotePayloads = {
  'send-quote-request-to-desk': quoteRequestRef,
  'send-quote-request-confirmation': quoteRequestRef,
} as const;

type Payloads = { readonly [K in keyof typeof quotePayloads]: z.infer<(typeof quotePayloads)[K]> };

declare module '../jobs/payloads.ts' {
  interface JobPayloads extends Payloads {}
}
