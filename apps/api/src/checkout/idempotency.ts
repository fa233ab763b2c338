import { createHash } from 'node:crypto';
import { invalidInput } from '../errors.ts';

const KEY = /^[A-Za-z0-9_-]{16,100}$/;

/** A client's idempotency key: 16–100 letters, digits, '-' or '_' (a uuid fits). */
export function checkIdempotencyKey(key: string): string {
  if (!KEY.test(key)) throw invalidInput('idempotencyKey', 'The idempotency key must be 16 to 100 letters, digits, dashes or underscores.');
  return key;
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
