import { z } from 'zod';

const drawRef = z.object({ storeId: z.number().int(), drawDate: z.iso.date() });
const entryRef = z.object({ storeId: z.number().int(), entryId: z.uuid() });

/** Payload schemas of the balance doubler jobs: the store and the draw or entry, never a card number or an address. */
export const doublerPayloads = {
  'draw-balance-doubler': drawRef,
  'send-doubler-winner-email': drawRef,
  'send-doubler-entry-email': entryRef,
  'send-doubler-result-email': entryRef,
} as const;

type Payloads = { readonly [K in keyof typeof doublerPayloads]: z.infer<(typeof doublerPayloads)[K]> };

declare module '../jobs/payloads.ts' {
  interface JobPayloads extends Payloads {}
}
