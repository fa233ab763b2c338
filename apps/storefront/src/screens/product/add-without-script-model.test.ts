import type { ProductRules } from '@shop/validation';
import { describe, expect, it } from 'vitest';
import { formValuesOf, refusedFields, toFieldErrors } from './add-without-script-model.ts';

const rules: ProductRules = {
  DIGITAL: { id: '71', fixedValues: [2500, 5000], customAmount: { minimum: 1000, maximum: 15000, wholeNumbersOnly: true }, inStock: true },
  PHYSICAL: { id: '72', fixedValues: [2500], customAmount: null, inStock: true },
};

const posted = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};

describe('formValuesOf', () => {
  it('reads what the page showed and keeps the initial value of what it did not', () => {
    const values = formValuesOf(posted({ deliveryKind: 'PHYSICAL', amountChoice: '2500', quantity: '3', wrapperId: '', giftPackingId: '9' }), rules);
    expect(values).toEqual({
      deliveryKind: 'PHYSICAL', amountChoice: '2500', customAmount: '', quantity: '3', wrapperId: '', giftPackingId: '9', withMessage: false, message: '',
    });
  });

  it('takes a sent checkbox as ticked, and a delivery kind the product does not offer as the first it does', () => {
    const values = formValuesOf(posted({ deliveryKind: 'CARRIER_PIGEON', withMessage: 'on', message: 'Happy birthday' }), rules);
    expect(values.deliveryKind).toBe('DIGITAL');
    expect(values.withMessage).toBe(true);
    expect(values.message).toBe('Happy birthday');
  });

  it('keeps the physical kind out when the product only sends digital cards', () => {
    expect(formValuesOf(posted({ deliveryKind: 'PHYSICAL' }), { DIGITAL: rules.DIGITAL }).deliveryKind).toBe('DIGITAL');
  });
});

describe('refusedFields', () => {
  it('finds nothing to refuse in a valid package', () => {
    expect(refusedFields(formValuesOf(posted({ amountChoice: '5000', quantity: '2' }), rules), rules)).toEqual({});
  });

  it('asks for an amount when "Other amount" was chosen before its field was shown, and names each refused field once', () => {
    const values = formValuesOf(posted({ amountChoice: 'custom', quantity: '0', withMessage: 'on', message: '' }), rules);
    expect(refusedFields(values, rules)).toEqual({
      customAmount: expect.stringMatching(/^validation\./),
      quantity: 'validation.quantity.positive',
      message: expect.stringMatching(/^validation\./),
    });
  });

  it('refuses an amount the chosen kind does not list', () => {
    const values = formValuesOf(posted({ deliveryKind: 'PHYSICAL', amountChoice: '5000', quantity: '1' }), rules);
    expect(refusedFields(values, rules)).toEqual({ amountChoice: 'validation.price.required' });
  });
});

describe('toFieldErrors', () => {
  it('gives each refused field the message id the form formats', () => {
    expect(toFieldErrors({ quantity: 'validation.quantity.positive' })).toEqual({ quantity: { type: 'server', message: 'validation.quantity.positive' } });
  });
});
