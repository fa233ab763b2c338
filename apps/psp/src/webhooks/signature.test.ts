import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhookSignature } from './signature.ts';

const secret = 'whsec_test';
const body = JSON.stringify({ id: 'evt_1', type: 'payment.authorised' });
const t = 1_780_000_000;

describe('webhook signatures', () => {
  it('signs HMAC-SHA256 over "<t>.<raw body>"', () => {
    const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
    expect(signWebhook(secret, body, t)).toBe(`t=${t},v1=${expected}`);
  });

  it('verifies a fresh signature', () => {
    const header = signWebhook(secret, body, t);
    expect(verifyWebhookSignature({ secret, rawBody: body, header, now: t + 10 })).toEqual({ valid: true, timestamp: t });
    expect(verifyWebhookSignature({ secret, rawBody: body, header, now: new Date((t - 10) * 1000) }).valid).toBe(true);
  });

  it('rejects a replay with an old timestamp, and one from the future', () => {
    const header = signWebhook(secret, body, t);
    expect(verifyWebhookSignature({ secret, rawBody: body, header, now: t + 301 })).toEqual({ valid: false, reason: 'expired' });
    expect(verifyWebhookSignature({ secret, rawBody: body, header, now: t - 301 })).toEqual({ valid: false, reason: 'expired' });
    expect(verifyWebhookSignature({ secret, rawBody: body, header, now: t + 1000, toleranceSeconds: 3600 }).valid).toBe(true);
  });

  it('rejects a changed body, a wrong secret and a moved timestamp', () => {
    const header = signWebhook(secret, body, t);
    expect(verifyWebhookSignature({ secret, rawBody: `${body} `, header, now: t })).toEqual({ valid: false, reason: 'mismatch' });
    expect(verifyWebhookSignature({ secret: 'other', rawBody: body, header, now: t })).toEqual({ valid: false, reason: 'mismatch' });
    const moved = header.replace(`t=${t}`, `t=${t + 1}`);
    expect(verifyWebhookSignature({ secret, rawBody: body, header: moved, now: t })).toEqual({ valid: false, reason: 'mismatch' });
  });

  it.each([null, undefined, '', 'v1=abc', `t=${t}`, `t=abc,v1=${'0'.repeat(64)}`, `t=${t},v1=${'0'.repeat(63)}`, `t=${t},v1=${'Z'.repeat(64)}`])(
    'rejects the malformed header %s',
    (header) => {
      expect(verifyWebhookSignature({ secret, rawBody: body, header, now: t })).toEqual({ valid: false, reason: 'malformed' });
    },
  );
});
