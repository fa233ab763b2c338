import { z } from 'zod';
import type { NoPayload } from '../jobs/index.ts';

/**
 * Payload of the password reset e-mail. It carries the link's token, which the database otherwise keeps only as a
 * digest: the job is the one place the link can be built from, and the token in it is worth nothing after an hour or
 * once used (the handler then sends nothing).
 */
export const accountPayloads = {
  'send-password-reset-email': z.object({
    storeId: z.number().int(),
    accountId: z.uuid(),
    language: z.string(),
    token: z.string(),
  }),
} as const;

type Payloads = { readonly [K in keyof typeof accountPayloads]: z.infer<(typeof accountPayloads)[K]> } & {
  /** Deletes expired sessions and reset links (hourly). */
  readonly 'purge-account-tokens': NoPayload;
};

declare module '../jobs/payloads.ts' {
  interface JobPayloads extends Payloads {}
}
