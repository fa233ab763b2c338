import { createHash } from 'node:crypto';
import { drawPin, hashPin, verifyPin } from '../fulfilment/pin.ts';

/**
 * Made once at start with the same argon2id settings as every card's PIN hash: a number nobody holds is verified
 * against it, so an unknown number costs the same time as a wrong PIN and the two cannot be told apart.
 */
const dummyPinHash = hashPin(drawPin());

/** Whether `pin` is the card's PIN; for a number without a card, the same work and `false`. */
export async function pinMatches(pinHash: string | null, pin: string): Promise<boolean> {
  const matches = await verifyPin(pinHash ?? (await dummyPinHash), pin);
  return pinHash !== null && matches;
}

/**
 * The key a card number's PIN attempts are counted under: a digest, so the counter store (a database table or
 * Redis) never holds card numbers.
 */
export function pinAttemptKey(cardNumber: string): string {
  return createHash('sha256').update(cardNumber).digest('base64url');
}
