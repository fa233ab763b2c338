import { randomBytes, randomInt } from 'node:crypto';

const randomHex = (bytes: number): string => randomBytes(bytes).toString('hex');

export const newPaymentId = (): string => `pay_${randomHex(12)}`;
export const newRefundId = (): string => `ref_${randomHex(12)}`;
export const newEventId = (): string => `evt_${randomHex(12)}`;

// No 0/O or 1/I: shoppers type this reference into their banking app.
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** The 16-character reference a shopper quotes on a bank transfer. */
export function newTransferReference(): string {
  let reference = '';
  for (let index = 0; index < 16; index += 1) reference += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return reference;
}
