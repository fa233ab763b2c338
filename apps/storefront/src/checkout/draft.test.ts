import { describe, expect, it } from 'vitest';
import { basketSignature, fitDraft, type DraftBasket } from './draft.ts';
import { emptyAddress, initialYourData } from './form-values.ts';

const basket: DraftBasket = { digitalPackageIds: ['11', '12'], physicalPackageIds: ['21', '22'], methods: ['CARD', 'BANK_REDIRECT'] };
const home = { ...emptyAddress(), street: 'Main Street', houseNumber: '1', postCode: 'D02 X285', city: 'Dublin' };
const office = { ...home, street: 'Dame Street' };

const values = {
  yourData: { ...initialYourData('aoife@example.ie'), firstName: 'Aoife', termsAccepted: true },
  shipping: {
    digitalReceivers: [{ packageId: '11', name: 'Niamh', email: 'niamh@example.ie' }, { packageId: '12', name: 'Ciara', email: 'ciara@example.ie' }],
    deliveryMode: 'SPLIT',
    addresses: [home, office],
  },
  payment: { method: 'BANK_REDIRECT', issuerId: 'bank-1' },
};
const stored = { ...values, basket: basketSignature(basket) };

describe('fitDraft', () => {
  it('gives back the draft of an unchanged basket', () => {
    expect(fitDraft(stored, basket)).toEqual({ ...values, basketChanged: false });
  });

  it('reads a draft written with its step (before the address named the step), leaving the step out', () => {
    expect(fitDraft({ ...stored, step: 'payment' }, basket)).not.toHaveProperty('step');
  });

  it('reads a draft kept before the further address lines were asked for, with those lines empty', () => {
    const { addressLine1: _line1, addressLine2: _line2, ...before } = home;
    const older = { ...stored, shipping: { ...stored.shipping, addresses: [before, before] } };
    expect(fitDraft(older, basket)?.shipping.addresses).toEqual([home, home]);
  });

  it('says the basket changed (the checkout starts again at the first step), keeping what still fits', () => {
    const changed: DraftBasket = { ...basket, digitalPackageIds: ['12', '13'], physicalPackageIds: ['21'] };
    const draft = fitDraft(stored, changed);
    expect(draft?.basketChanged).toBe(true);
    expect(draft?.yourData.firstName).toBe('Aoife');
    expect(draft?.shipping.digitalReceivers).toEqual([
      { packageId: '12', name: 'Ciara', email: 'ciara@example.ie' },
      { packageId: '13', name: '', email: '' },
    ]);
    // One physical package cannot be split: one address.
    expect(draft?.shipping).toMatchObject({ deliveryMode: 'DEFAULT', addresses: [home] });
  });

  it('drops a payment method the store no longer offers', () => {
    expect(fitDraft(stored, { ...basket, methods: ['CARD'] })?.payment).toEqual({ method: '', issuerId: '' });
  });

  it('ignores what is not a draft (another version, edited by hand)', () => {
    expect(fitDraft(null, basket)).toBeNull();
    expect(fitDraft({ ...stored, basket: 42 }, basket)).toBeNull();
    expect(fitDraft({ ...stored, yourData: { firstName: 'Aoife' } }, basket)).toBeNull();
    expect(fitDraft({ ...stored, yourData: { ...stored.yourData, firstName: 'x'.repeat(5000) } }, basket)).toBeNull();
  });
});
