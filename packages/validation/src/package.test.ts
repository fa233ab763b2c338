import { describe, expect, it } from 'vitest';
import {
  CUSTOM_AMOUNT, packageDraftSchema, productFormSchema, toPackageDraft, type ProductFormValues, type ProductRules,
} from './package.ts';

const rules: ProductRules = {
  DIGITAL: { id: '11', fixedValues: [2500, 5000], customAmount: { minimum: 1000, maximum: 15000, wholeNumbersOnly: true }, inStock: true },
  PHYSICAL: { id: '12', fixedValues: [2500], customAmount: { minimum: 500, maximum: 50000, wholeNumbersOnly: false }, inStock: true },
};

const valid: ProductFormValues = {
  deliveryKind: 'DIGITAL', amountChoice: '2500', customAmount: '', quantity: '1', wrapperId: '', giftPackingId: '',
  withMessage: false, message: '',
};

function errorsOf(values: Partial<ProductFormValues>): Record<string, string> {
  const result = productFormSchema(rules).safeParse({ ...valid, ...values });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('product form schema: amount', () => {
  it('accepts a listed value and an amount inside the range', () => {
    expect(errorsOf({})).toEqual({});
    expect(errorsOf({ amountChoice: CUSTOM_AMOUNT, customAmount: '40' })).toEqual({});
  });

  it('asks for a positive value for zero, negatives and text', () => {
    for (const customAmount of ['0', '-5', 'ten', '']) {
      expect(errorsOf({ amountChoice: CUSTOM_AMOUNT, customAmount })).toEqual({ customAmount: 'validation.price.positive' });
    }
  });

  it('applies the minimum and maximum of the chosen delivery kind', () => {
    expect(errorsOf({ amountChoice: CUSTOM_AMOUNT, customAmount: '9' })).toEqual({ customAmount: 'validation.price.minimum' });
    expect(errorsOf({ amountChoice: CUSTOM_AMOUNT, customAmount: '151' })).toEqual({ customAmount: 'validation.price.maximum' });
    expect(errorsOf({ deliveryKind: 'PHYSICAL', amountChoice: CUSTOM_AMOUNT, customAmount: '151' })).toEqual({});
  });

  it('refuses cents where only whole numbers are allowed', () => {
    expect(errorsOf({ amountChoice: CUSTOM_AMOUNT, customAmount: '25.50' })).toEqual({ customAmount: 'validation.price.wholeNumbers' });
    expect(errorsOf({ amountChoice: CUSTOM_AMOUNT, customAmount: '25.00' })).toEqual({});
    expect(errorsOf({ deliveryKind: 'PHYSICAL', amountChoice: CUSTOM_AMOUNT, customAmount: '25,50' })).toEqual({});
  });

  it('refuses a fixed value the chosen variation does not offer', () => {
    expect(errorsOf({ deliveryKind: 'PHYSICAL', amountChoice: '5000' })).toEqual({ amountChoice: 'validation.price.required' });
  });
});

describe('product form schema: quantity and personal note', () => {
  it('needs a whole quantity from 1 to 100', () => {
    expect(errorsOf({ quantity: '0' })).toEqual({ quantity: 'validation.quantity.positive' });
    expect(errorsOf({ quantity: '1.5' })).toEqual({ quantity: 'validation.quantity.wholeNumber' });
    expect(errorsOf({ quantity: '2,5' })).toEqual({ quantity: 'validation.quantity.wholeNumber' });
    expect(errorsOf({ quantity: '0.0' })).toEqual({ quantity: 'validation.quantity.positive' });
    expect(errorsOf({ quantity: '-1' })).toEqual({ quantity: 'validation.quantity.positive' });
    expect(errorsOf({ quantity: 'two' })).toEqual({ quantity: 'validation.quantity.positive' });
    expect(errorsOf({ quantity: '101' })).toEqual({ quantity: 'validation.quantity.maximum' });
    expect(errorsOf({ quantity: '100' })).toEqual({});
  });

  it('says the note is empty when a message was chosen but left blank', () => {
    expect(errorsOf({ withMessage: true, message: '   ' })).toEqual({ message: 'validation.personalNote.empty' });
    expect(errorsOf({ withMessage: false, message: '' })).toEqual({});
  });

  it('refuses emoji', () => {
    expect(errorsOf({ withMessage: true, message: 'Happy birthday 🎉' })).toEqual({ message: 'validation.personalNote.emoji' });
    expect(errorsOf({ withMessage: true, message: 'Go raibh maith agat, Zoë!' })).toEqual({});
  });

  it('keeps the note under 160 characters', () => {
    expect(errorsOf({ withMessage: true, message: 'a'.repeat(159) })).toEqual({});
    expect(errorsOf({ withMessage: true, message: 'a'.repeat(160) })).toEqual({ message: 'validation.personalNote.tooLong' });
  });
});

describe('toPackageDraft', () => {
  it('sends minor units, the chosen variation and only the extras that apply', () => {
    expect(
      toPackageDraft(
        { ...valid, deliveryKind: 'PHYSICAL', amountChoice: CUSTOM_AMOUNT, customAmount: '42,50', quantity: '3', wrapperId: '7', giftPackingId: '9', withMessage: true, message: ' Enjoy! ' },
        rules,
      ),
    ).toEqual({ variationId: '12', amount: 4250, quantity: 3, wrapperVariationId: '7', giftPackingVariationId: '9', personalMessage: 'Enjoy!' });
    expect(toPackageDraft({ ...valid, giftPackingId: '9', message: 'ignored' }, rules)).toEqual({
      variationId: '11', amount: 2500, quantity: 1, wrapperVariationId: null, giftPackingVariationId: null, personalMessage: null,
    });
  });
});

describe('package draft (server action input)', () => {
  const draft = { variationId: '11', amount: 2500, quantity: 1, wrapperVariationId: null, giftPackingVariationId: '9', personalMessage: 'Enjoy!' };
  const errors = (input: Record<string, unknown>) =>
    Object.fromEntries(packageDraftSchema.safeParse({ ...draft, ...input }).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? []);

  it('accepts what toPackageDraft builds', () => {
    expect(packageDraftSchema.parse(draft)).toEqual(draft);
  });

  it('applies the product form\'s quantity and personal note rules again', () => {
    expect(errors({ quantity: 101, personalMessage: 'Cheers 🎉' })).toEqual({
      quantity: 'validation.quantity.maximum', personalMessage: 'validation.personalNote.emoji',
    });
    expect(errors({ quantity: 0, amount: -1 })).toEqual({ quantity: 'validation.quantity.positive', amount: 'validation.price.positive' });
  });

  it('refuses ids that are not numbers', () => {
    expect(errors({ variationId: '1; drop', wrapperVariationId: 'x' })).toEqual({
      variationId: 'validation.value.invalid', wrapperVariationId: 'validation.value.invalid',
    });
  });
});
