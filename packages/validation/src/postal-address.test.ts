import { describe, expect, it } from 'vitest';
import { postalAddressLines, streetLine, townLine } from './postal-address.ts';

const person = { firstName: 'Aoife', lastName: 'Byrne', street: 'Grafton Street', houseNumber: '12', postCode: 'D02 X285', city: 'Dublin' };

describe('addresses as their country writes them', () => {
  it('puts the number before the street and the Eircode after the town in Ireland', () => {
    expect(postalAddressLines({ ...person, countryCode: 'IE' })).toEqual(['Aoife Byrne', '12 Grafton Street', 'Dublin D02 X285']);
  });

  it('puts the street first and the postcode before the town in the Netherlands, with the suffix after the number', () => {
    const address = { ...person, street: 'Keizersgracht', houseNumber: '100', suffix: 'A', postCode: '1015 AA', city: 'Amsterdam', countryCode: 'NL' };
    expect(streetLine(address)).toBe('Keizersgracht 100 A');
    expect(townLine(address)).toBe('1015 AA Amsterdam');
  });

  it('writes the number first but the postcode before the town in France', () => {
    const address = { street: 'rue de Rivoli', houseNumber: '12', postCode: '75001', city: 'Paris', countryCode: 'FR' };
    expect([streetLine(address), townLine(address)]).toEqual(['12 rue de Rivoli', '75001 Paris']);
  });

  it('leaves out what is empty: no company, no postcode', () => {
    expect(postalAddressLines({ ...person, companyName: '', postCode: null, countryCode: 'AE' })).toEqual(['Aoife Byrne', '12 Grafton Street', 'Dublin']);
    expect(postalAddressLines({ ...person, companyName: 'Byrne Ltd', countryCode: 'IE' })[1]).toBe('Byrne Ltd');
  });

  it('prints the further address lines under the street line, in their order, and leaves out the empty ones', () => {
    const address = { ...person, addressLine1: 'Apartment 4', addressLine2: 'The Maltings', countryCode: 'IE' };
    expect(postalAddressLines(address)).toEqual(['Aoife Byrne', '12 Grafton Street', 'Apartment 4', 'The Maltings', 'Dublin D02 X285']);
    expect(postalAddressLines({ ...address, addressLine1: null })).toEqual(['Aoife Byrne', '12 Grafton Street', 'The Maltings', 'Dublin D02 X285']);
  });
});
