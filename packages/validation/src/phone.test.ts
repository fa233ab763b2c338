import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { nationalDigitRange, normalizePhone, optionalPhoneNumber, phoneIssue, requiredPhoneNumber } from './phone.ts';

describe('phone numbers', () => {
  it('allows (7 − L) to (14 − L) national digits for a calling code of L digits, 6 to 11 without one', () => {
    expect(nationalDigitRange('+353')).toEqual({ min: 4, max: 11 });
    expect(nationalDigitRange('+31')).toEqual({ min: 5, max: 12 });
    expect(nationalDigitRange('+1')).toEqual({ min: 6, max: 13 });
    expect(nationalDigitRange(null)).toEqual({ min: 6, max: 11 });
  });

  it.each([
    ['+353 87 123 4567', '+353871234567'],
    ['00353 87 123 4567', '+353871234567'],
    ['087 123 4567', '+353871234567'],
    ['(01) 234-5678', '+35312345678'],
    ['+353 (0)87 123.4567', '+353871234567'],
    ['1234567', '+3531234567'],
  ])('reads the Irish number %j as %s', (raw, e164) => {
    expect(phoneIssue(raw, '+353')).toBeNull();
    expect(normalizePhone(raw, '+353')).toBe(e164);
  });

  it('allows the shortest and longest Irish national numbers', () => {
    expect(phoneIssue('087 1', '+353')).not.toBeNull();
    expect(phoneIssue('087 12', '+353')).toBeNull();
    expect(phoneIssue('087 123 456 789', '+353')).toBeNull();
    expect(phoneIssue('087 123 456 7890', '+353')).not.toBeNull();
  });

  it('reads Dutch numbers with the Dutch calling code', () => {
    expect(normalizePhone('06-12345678', '+31')).toBe('+31612345678');
    expect(normalizePhone('+31 20 123 4567', '31')).toBe('+31201234567');
  });

  it('keeps the leading 0 of Italian numbers, which have no trunk prefix', () => {
    expect(normalizePhone('06 1234 5678', '+39')).toBe('+390612345678');
    expect(normalizePhone('+39 06 1234 5678', '+39')).toBe('+390612345678');
  });

  it.each([
    ['letters', '087 123 ABCD'],
    ['too short', '087 1'],
    ['too long', '087 123 456 789 0'],
    ['another country', '+44 20 7946 0958'],
    ['a plus inside', '087+1234567'],
  ])('refuses %s', (_, raw) => {
    expect(phoneIssue(raw, '+353')).toEqual({ id: 'validation.phone.invalid', values: {} });
    expect(normalizePhone(raw, '+353')).toBeNull();
  });

  it('applies the default range when no calling code is known', () => {
    expect(phoneIssue('0123456', null)).toBeNull();
    expect(phoneIssue('012345', null)?.id).toBe('validation.phone.invalid');
    expect(phoneIssue('0123456789012', null)?.id).toBe('validation.phone.invalid');
  });
});

describe('phone fields', () => {
  const form = (presence: 'required' | 'optional') =>
    z.object({ phoneNumber: presence === 'required' ? requiredPhoneNumber('+353') : optionalPhoneNumber('+353') });

  it('requires a number in the required variant and gives it in E.164 form', () => {
    expect(form('required').safeParse({ phoneNumber: '087 123 4567' })).toEqual({ success: true, data: { phoneNumber: '+353871234567' } });
    expect(form('required').safeParse({ phoneNumber: '  ' }).error?.issues[0]?.message).toBe('validation.phone.required');
    expect(form('required').safeParse({ phoneNumber: '12' }).error?.issues[0]?.message).toBe('validation.phone.invalid');
  });

  it('accepts an empty field in the optional variant', () => {
    for (const phoneNumber of ['', null, undefined]) {
      expect(form('optional').safeParse({ phoneNumber })).toEqual({ success: true, data: { phoneNumber: null } });
    }
    expect(form('optional').safeParse({ phoneNumber: '12' }).error?.issues[0]?.message).toBe('validation.phone.invalid');
    expect(form('optional').safeParse({ phoneNumber: '087 123 4567' }).data).toEqual({ phoneNumber: '+353871234567' });
  });
});
