import { describe, expect, it } from 'vitest';
import { orderUuidFrom, pageNumberFrom } from './model.ts';

describe('account page addresses', () => {
  it('takes an order uuid from the address and nothing else', () => {
    expect(orderUuidFrom('123E4567-E89B-42D3-A456-426614174000')).toBe('123e4567-e89b-42d3-a456-426614174000');
    expect(orderUuidFrom('../checkout')).toBeNull();
    expect(orderUuidFrom(null)).toBeNull();
  });

  it('reads a page number, page 1 for anything that is not one', () => {
    expect(pageNumberFrom('3')).toBe(3);
    expect(pageNumberFrom('0')).toBe(1);
    expect(pageNumberFrom('-2')).toBe(1);
    expect(pageNumberFrom('2.5')).toBe(1);
    expect(pageNumberFrom('99999999')).toBe(1);
    expect(pageNumberFrom(null)).toBe(1);
  });
});
