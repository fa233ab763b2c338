import { describe, expect, it } from 'vitest';
import { paymentReturnUrl, requestOrigin } from './request-origin.ts';

const headers = (values: Record<string, string>) => ({ get: (name: string) => values[name] ?? null });

describe('requestOrigin', () => {
  it('prefers the Origin a server action sends', () => {
    expect(requestOrigin(headers({ origin: 'http://localhost:3000', host: 'internal:3000' }))).toBe('http://localhost:3000');
  });
  it('falls back to the forwarded host and protocol, then the host', () => {
    expect(requestOrigin(headers({ 'x-forwarded-host': 'www.example.ie', 'x-forwarded-proto': 'https', host: 'x' }))).toBe('https://www.example.ie');
    expect(requestOrigin(headers({ host: '127.0.0.1:3100' }))).toBe('http://127.0.0.1:3100');
  });
  it('refuses what is not an origin', () => {
    expect(requestOrigin(headers({ origin: 'null' }))).toBeNull();
    expect(requestOrigin(headers({ host: 'evil.example/path' }))).toBeNull();
  });
});

describe('paymentReturnUrl', () => {
  it('is the absolute process-payment page with the order', () => {
    expect(paymentReturnUrl('http://localhost:3000', '/checkout/process-payment/', 'abc')).toBe(
      'http://localhost:3000/checkout/process-payment/?order=abc',
    );
  });
});
