import { describe, expect, it } from 'vitest';
import { addressLines, orderUuidFrom, pageNumberFrom } from './model.ts';

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

describe('addressLines', () => {
  it('writes an address as its lines, leaving out what it does not have', () => {
    const address = { firstName: 'Aoife', lastName: 'Byrne', companyName: null, street: 'Main Street', houseNumber: '12', suffix: 'B', postCode: 'D02 X285', city: 'Dublin' };
    expect(addressLines(address)).toEqual(['Aoife Byrne', 'Main Street 12 B', 'D02 X285 Dublin']);
    expect(addressLines({ ...address, companyName: 'Byrne Ltd', suffix: null, postCode: null })).toEqual(['Aoife Byrne', 'Byrne Ltd', 'Main Street 12', 'Dublin']);
  });
});
