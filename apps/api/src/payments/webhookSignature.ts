import { createHmac, timingSafeEqual } from 'node:crypto';

/** Webhooks older or newer than this are refused, so a captured webhook cannot be replayed later. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const HEADER = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/;

export function signWebhookBody(secret: string, rawBody: string, timestampSeconds: number): string {
  const digest = createHmac('sha256', secret).update(`${timestampSeconds}.${rawBody}`).digest('hex');
  return `t=${timestampSeconds},v1=${digest}`;
}

export type SignatureCheck = 'valid' | 'malformed' | 'signature' | 'stale';

/** `PSP-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, compared in constant time. */
export function checkWebhookSignature(secret: string, rawBody: string, header: string | null, now: Date): SignatureCheck {
  const match = header ? HEADER.exec(header.trim()) : null;
  if (!match) return 'malformed';
  const timestamp = Number(match[1]);
  const expected = Buffer.from(signWebhookBody(secret, rawBody, timestamp).slice(-64), 'hex');
  const given = Buffer.from(match[2] ?? '', 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'signature';
  if (Math.abs(now.getTime() / 1000 - timestamp) > WEBHOOK_TOLERANCE_SECONDS) return 'stale';
  return 'valid';
}
