import { describe, expect, it } from 'vitest';
import {
  CUSTOM_AMOUNT, PRODUCT_FORM_ERRORS, productFormSchema, toPackageDraft, type ProductFormValues, type ProductRules,
} from './product-form-schema.ts';

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
      expect(errorsOf({ amountChoice: CUSTOM_AMOUNT, customAmount })).toEqual({ customAmount: PRODUCT_FORM_ERRORS.positive });
    }
  });

  it('applies the minimum and maximum of the chosen delivery kind', () => {
    expect(errorsOf({ amountChoice: CUSTOM_AMOUNT, customAmount: '9' })).toEqual({ customAmount: PRODUCT_FORM_ERRORS.minimum });
    expect(errorsOf({ amountChoice: CUSTOM_AMOUNT, customAmount: '151' })).toEqual({ customAmount: PRODUCT_FORM_ERRORS.maximum });
    expect(errorsOf({ deliveryKind: 'PHYSICAL', amountChoice: CUSTOM_AMOUNT, customAmount: '151' })).toEqual({});
  });

  it('refuses cents where only whole numbers are allowed', () => {
    expect(errorsOf({ amountChoice: CUSTOM_AMOUNT, customAmount: '25.50' })).toEqual({ customAmount: PRODUCT_FORM_ERRORS.wholeNumbers });
    expect(errorsOf({ amountChoice: CUSTOM_AMOUNT, customAmount: '25.00' })).toEqual({});
    expect(errorsOf({ deliveryKind: 'PHYSICAL', amountChoice: CUSTOM_AMOUNT, customAmount: '25,50' })).toEqual({});
  });

  it('refuses a fixed value the chosen variation does not offer', () => {
    expect(errorsOf({ deliveryKind: 'PHYSICAL', amountChoice: '5000' })).toEqual({ amountChoice: PRODUCT_FORM_ERRORS.amountRequired });
  });
});

describe('product form schema: quantity and personal note', () => {
  it('needs a whole quantity from 1 to 100', () => {
    expect(errorsOf({ quantity: '0' })).toEqual({ quantity: PRODUCT_FORM_ERRORS.quantityPositive });
    expect(errorsOf({ quantity: '1.5' })).toEqual({ quantity: PRODUCT_FORM_ERRORS.quantityPositive });
    expect(errorsOf({ quantity: '101' })).toEqual({ quantity: PRODUCT_FORM_ERRORS.quantityMaximum });
    expect(errorsOf({ quantity: '100' })).toEqual({});
  });

  it('says the note is empty when a message was chosen but left blank', () => {
    expect(errorsOf({ withMessage: true, message: '   ' })).toEqual({ message: PRODUCT_FORM_ERRORS.noteEmpty });
    expect(errorsOf({ withMessage: false, message: '' })).toEqual({});
  });

  it('refuses emoji', () => {
    expect(errorsOf({ withMessage: true, message: 'Happy birthday 🎉' })).toEqual({ message: PRODUCT_FORM_ERRORS.noteEmoji });
    expect(errorsOf({ withMessage: true, message: 'Go raibh maith agat, Zoë!' })).toEqual({});
  });

  it('keeps the note under 160 characters', () => {
    expect(errorsOf({ withMessage: true, message: 'a'.repeat(159) })).toEqual({});
    expect(errorsOf({ withMessage: true, message: 'a'.repeat(160) })).toEqual({ message: PRODUCT_FORM_ERRORS.noteTooLong });
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
