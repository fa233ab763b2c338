import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES, isValidationMessageId, validationMessage } from './messages.ts';

describe('validation messages', () => {
  it('builds a message with the values its text needs, and {} for one without', () => {
    expect(validationMessage('validation.name.tooLong', { maximumNameLength: 50 })).toEqual({
      id: 'validation.name.tooLong',
      values: { maximumNameLength: 50 },
    });
    expect(validationMessage('validation.email.invalid')).toEqual({ id: 'validation.email.invalid', values: {} });
  });

  it('knows its own ids and nothing else', () => {
    expect(isValidationMessageId('validation.phone.invalid')).toBe(true);
    expect(isValidationMessageId('product.form.total')).toBe(false);
    expect(isValidationMessageId('toString')).toBe(false);
  });

  it('names every id under validation.', () => {
    for (const id of Object.keys(VALIDATION_MESSAGES)) expect(id).toMatch(/^validation\.[a-zA-Z]+\.[a-zA-Z]+$/);
  });
});
