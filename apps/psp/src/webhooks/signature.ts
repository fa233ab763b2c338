import { createHmac, timingSafeEqual } from 'node:crypto';

/** Default window, in seconds, in which a signed webhook is accepted: older or future-dated ones are replays. */
export const DEFAULT_TOLERANCE_SECONDS = 300;

const HEADER = /^t=(\d{1,15}),v1=([0-9a-f]{64})$/;

function hmacHex(secret: string, rawBody: string, timestampSeconds: number): string {
  return createHmac('sha256', secret).update(`${timestampSeconds}.${rawBody}`, 'utf8').digest('hex');
}

/**
 * The `PSP-Signature` header value for a webhook body:
 * `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`.
 */
export function signWebhook(secret: string, rawBody: string, timestampSeconds: number): string {
  if (!Number.isSafeInteger(timestampSeconds) || timestampSeconds < 0) throw new RangeError('timestampSeconds must be a whole number of seconds');
  return `t=${timestampSeconds},v1=${hmacHex(secret, rawBody, timestampSeconds)}`;
}

export type WebhookSignatureCheck =
  | { readonly valid: true; readonly timestamp: number }
  | { readonly valid: false; readonly reason: 'malformed' | 'mismatch' | 'expired' };

export interface VerifyWebhookSignatureInput {
  readonly secret: string;
  /** The body exactly as received, before any JSON parsing. */
  readonly rawBody: string;
  readonly header: string | null | undefined;
  readonly toleranceSeconds?: number;
  /** The current time (defaults to the clock); a Date or unix seconds. */
  readonly now?: Date | number;
}

/** Checks a `PSP-Signature` header: well-formed, the HMAC matches (constant time), and its timestamp is fresh. */
export function verifyWebhookSignature(input: VerifyWebhookSignatureInput): WebhookSignatureCheck {
  const match = input.header ? HEADER.exec(input.header.trim()) : null;
  if (!match?.[1] || !match[2]) return { valid: false, reason: 'malformed' };
  const timestamp = Number(match[1]);
  const expected = Buffer.from(hmacHex(input.secret, input.rawBody, timestamp), 'hex');
  const given = Buffer.from(match[2], 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { valid: false, reason: 'mismatch' };
  const nowSeconds =
    input.now === undefined ? Date.now() / 1000 : typeof input.now === 'number' ? input.now : input.now.getTime() / 1000;
  if (Math.abs(nowSeconds - timestamp) > (input.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS)) {
    return { valid: false, reason: 'expired' };
  }
  return { valid: true, timestamp };
}
