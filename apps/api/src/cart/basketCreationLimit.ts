import { API_ERROR_CODES } from '@shop/graphql';
import { timedRefusal } from '../errors.ts';
import { clientKey, type RateLimiter } from '../rateLimit/index.ts';

/** Counts a new basket against the client's address; over the limit it answers 4011 before anything is written. */
export async function admitNewBasket(limiter: RateLimiter, clientAddress: string): Promise<void> {
  const decision = await limiter.consume(clientKey(clientAddress));
  if (decision.allowed) return;
  throw timedRefusal(
    API_ERROR_CODES.RATE_LIMITED,
    (wait) => `Too many new baskets were started from your network. Please try again in ${wait}.`,
    decision.retryAfterSeconds,
  );
}
