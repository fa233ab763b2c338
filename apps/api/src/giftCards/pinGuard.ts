import { createHash } from 'node:crypto';
import { drawPin, hashPin, verifyPin } from '../fulfilment/pin.ts';
import type { RateLimitDecision, RateLimits } from '../rateLimit/index.ts';

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

/** The limits PIN attempts are counted against (`policies.ts`). */
export type PinLimits = Pick<RateLimits, 'giftCardPin' | 'giftCardPinDaily' | 'giftCardPinAllClients'>;

/** One PIN attempt at a card number, from one client. */
export interface PinAttempt {
  readonly cardNumber: string;
  /** `clientKey` of the request's address. */
  readonly clientKey: string;
}

/**
 * The keys an attempt is counted under: a digest of the number, so the counter store (a database table or Redis)
 * never holds card numbers, alone for all clients and with the client's key for one.
 */
function attemptKeys(attempt: PinAttempt): { readonly card: string; readonly cardAndClient: string } {
  const card = createHash('sha256').update(attempt.cardNumber).digest('base64url');
  return { card, cardAndClient: `${card}:${attempt.clientKey}` };
}

/**
 * Counts one PIN attempt against the client's limits for the number, then against the number's limit for all
 * clients; refused by the first limit reached (which then counts no further).
 */
export async function countPinAttempt(limits: PinLimits, attempt: PinAttempt): Promise<RateLimitDecision> {
  const keys = attemptKeys(attempt);
  const forClient = await limits.giftCardPin.consume(keys.cardAndClient);
  if (!forClient.allowed) return forClient;
  const forClientToday = await limits.giftCardPinDaily.consume(keys.cardAndClient);
  if (!forClientToday.allowed) return forClientToday;
  return limits.giftCardPinAllClients.consume(keys.card);
}

/** After the right PIN: the holder's guesses so far are forgotten, from this client and from all. */
export async function clearPinAttempts(limits: PinLimits, attempt: PinAttempt): Promise<void> {
  const keys = attemptKeys(attempt);
  await Promise.all([limits.giftCardPin.reset(keys.cardAndClient), limits.giftCardPinDaily.reset(keys.cardAndClient), limits.giftCardPinAllClients.reset(keys.card)]);
}
