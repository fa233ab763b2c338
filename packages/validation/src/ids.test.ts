import { describe, expect, it } from 'vitest';
import { isRecordId } from './ids.ts';

describe('record ids', () => {
  it('accepts decimal ids of up to nine digits', () => {
    for (const id of ['1', '42', '7000001', '999999999']) expect(isRecordId(id), id).toBe(true);
  });

  it('refuses empty, signed, spaced, non-decimal and too long ids', () => {
    for (const id of ['', '-1', ' 1', '1 ', '1.5', '0x1f', '1e3', '１２', '1234567890']) expect(isRecordId(id), id).toBe(false);
  });
});
