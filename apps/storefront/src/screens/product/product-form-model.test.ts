import type { ProductRules } from '@shop/validation';
import { describe, expect, it } from 'vitest';
import { fieldsRefusedBy, firstAmountChoice, initialValues, offeredKinds, offersAmountChoice, packagePrice, type FormExtras } from './product-form-model.ts';

const rules: ProductRules = {
  DIGITAL: { id: '71', fixedValues: [2500, 5000], customAmount: { minimum: 1000, maximum: 15000, wholeNumbersOnly: true }, inStock: true },
  PHYSICAL: { id: '72', fixedValues: [5000], customAmount: null, inStock: true },
};
const extra = (id: string, price: number) => ({ id, title: id, price, image: null });
const extras: FormExtras = {
  wrappers: [extra('envelope', 295)],
  digitalWrappers: [extra('animation', 95)],
  giftPackings: [extra('box', 395)],
  personalMessage: extra('message', 150),
};

describe('product form model', () => {
  it('starts digital on the first listed amount, and on "other amount" where nothing is listed', () => {
    expect(initialValues(rules)).toMatchObject({ deliveryKind: 'DIGITAL', amountChoice: '2500', quantity: '1' });
    expect(firstAmountChoice({ DIGITAL: { ...rules.DIGITAL!, fixedValues: [] } }, 'DIGITAL')).toBe('custom');
    expect(offeredKinds({ PHYSICAL: rules.PHYSICAL! })).toEqual(['PHYSICAL']);
  });

  it('keeps an amount across delivery kinds only where the other kind offers it', () => {
    expect(offersAmountChoice(rules, 'PHYSICAL', '5000')).toBe(true);
    expect(offersAmountChoice(rules, 'PHYSICAL', '2500')).toBe(false);
    expect(offersAmountChoice(rules, 'PHYSICAL', 'custom')).toBe(false);
    expect(offersAmountChoice(rules, 'DIGITAL', 'custom')).toBe(true);
  });

  it('prices a wrapper per card and packing and message once, with the wrappers of the chosen kind', () => {
    const draft = { variationId: '72', amount: 5000, quantity: 2, wrapperVariationId: 'envelope', giftPackingVariationId: 'box', personalMessage: 'Hi' };
    expect(packagePrice(draft, extras, 'PHYSICAL')).toBe(2 * 5000 + 2 * 295 + 395 + 150);
    expect(packagePrice({ ...draft, wrapperVariationId: 'animation', giftPackingVariationId: null, personalMessage: null }, extras, 'DIGITAL')).toBe(
      2 * 5000 + 2 * 95,
    );
  });

  it('names the fields the API refused, each once, and nothing for a parameter the form has no field for', () => {
    const errors = [
      { referencedRequestParameter: 'package.personalMessage.text' },
      { referencedRequestParameter: 'package.personalMessage' },
      { referencedRequestParameter: 'orderUuid' },
      { referencedRequestParameter: null },
      { referencedRequestParameter: 'package.quantity' },
    ];
    expect(fieldsRefusedBy(errors)).toEqual(['message', 'quantity']);
  });
});
