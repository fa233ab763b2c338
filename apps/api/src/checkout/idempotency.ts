import { createHash } from 'node:crypto';
import { findRequestKeyOrder, isRequestKeyConflict, type ShopExecutor } from '@shop/db';
import { API_ERROR_CODES } from '@shop/graphql';
import { ApiFailure, apiError, invalidInput } from '../errors.ts';

const KEY = /^[A-Za-z0-9_-]{16,100}$/;

/** A client's idempotency key: 16–100 letters, digits, '-' or '_' (a uuid fits). */
export function checkIdempotencyKey(key: string): string {
  if (!KEY.test(key)) throw invalidInput('idempotencyKey', 'The idempotency key must be 16 to 100 letters, digits, dashes or underscores.');
  return key;
}

/** 4007: the key was used with another order's checkout (placing it or retrying its payment). */
export function keyUsedForAnotherOrder(): ApiFailure {
  return new ApiFailure(apiError(API_ERROR_CODES.IDEMPOTENCY_KEY_REUSED, 'This key was used for another order.', 'idempotencyKey'));
}

/**
 * Refuses (4007) a key that another order of the store used, by placing it or by a payment attempt on it. A key
 * belongs to one checkout; looked up before anything is written, so nothing is placed or started with it.
 */
export async function refuseKeyOfAnotherOrder(db: ShopExecutor, storeId: number, orderId: string, key: string): Promise<void> {
  const owner = await findRequestKeyOrder(db, storeId, key);
  if (owner && owner !== orderId) throw keyUsedForAnotherOrder();
}

/**
 * Runs a placing or retry transaction. Two orders' transactions given one key at once both find it unused; the
 * later write then breaks the key's unique index and its transaction rolls back: that too is 4007, not a failure.
 */
export async function withKeyConflictsRefused<T>(transaction: Promise<T>): Promise<T> {
  try {
    return await transaction;
  } catch (error) {
    if (isRequestKeyConflict(error)) throw keyUsedForAnotherOrder();
    throw error;
  }
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, entry]) => entry !== undefined && entry !== null)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, entry]) => [name, canonical(entry)]),
    );
  }
  return value;
}

/** Hash of a request body that ignores key order and absent fields, to tell "the same request again" from another. */
export function requestFingerprint(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(canonical(body))).digest('hex');
}
