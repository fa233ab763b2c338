/**
 * The payload of every job kind, by kind. Each feature adds its kinds where it defines their handlers:
 *
 *   declare module '../jobs/payloads.ts' {
 *     interface JobPayloads { 'refund-payment': { readonly paymentId: string } }
 *   }
 *
 * so `enqueueJob` checks a payload against its kind, and a worker's registry must handle every kind.
 * Payloads are stored as JSON: ids only, never customer data, card numbers or PINs.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-interface
export interface JobPayloads {}

export type JobKind = Extract<keyof JobPayloads, string>;
