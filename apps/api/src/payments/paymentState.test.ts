import { describe, expect, it } from 'vitest';
import { allowsRetry, canMove, fromProviderStatus, refusalErrorCode } from './paymentState.ts';

describe('payment state machine', () => {
  it('lets an open payment settle once', () => {
    expect(canMove('REQUIRES_ACTION', 'AUTHORISED')).toBe(true);
    expect(canMove('REQUIRES_ACTION', 'PENDING')).toBe(true);
    expect(canMove('PENDING', 'EXPIRED')).toBe(true);
    expect(canMove('PENDING', 'AUTHORISED')).toBe(true);
  });

  it('never downgrades a paid payment and never reopens a final one', () => {
    expect(canMove('AUTHORISED', 'PENDING')).toBe(false);
    expect(canMove('AUTHORISED', 'REFUSED')).toBe(false);
    expect(canMove('AUTHORISED', 'AUTHORISED')).toBe(false);
    expect(canMove('REFUSED', 'AUTHORISED')).toBe(false);
    expect(canMove('EXPIRED', 'AUTHORISED')).toBe(false);
    expect(canMove('AUTHORISED', 'REFUNDED')).toBe(true);
    expect(canMove('PENDING', 'REFUNDED')).toBe(false);
  });

  it('maps provider states and refusal codes to the spec', () => {
    expect(fromProviderStatus('authorised')).toBe('AUTHORISED');
    expect(refusalErrorCode('refused')).toBe(2035);
    expect(refusalErrorCode('too_many_attempts')).toBe(2036);
    expect(allowsRetry('REFUSED')).toBe(true);
    expect(allowsRetry('AUTHORISED')).toBe(false);
    expect(allowsRetry('PENDING')).toBe(false);
  });
});
