import { describe, expect, it } from 'vitest';
import { errorMessageValues, errorToShow } from './translate-error.ts';
import type { MessageId } from '@shop/i18n';

describe('errorToShow', () => {
  const has = (id: string): id is MessageId => ['errors.code.2015', 'errors.parameter.email'].includes(id);
  it('translates by code, then by the referenced parameter, otherwise generically', () => {
    expect(errorToShow([{ message: 'x', code: 2015 }], has)).toEqual({ code: 2015, messageId: 'errors.code.2015' });
    expect(errorToShow([{ message: 'x', code: 4000, referencedRequestParameter: 'email' }], has)).toEqual({ code: 4000, messageId: 'errors.parameter.email' });
    expect(errorToShow([{ message: 'x' }], has)).toEqual({ code: -1, messageId: 'errors.generic' });
    expect(errorToShow([], has)).toBeNull();
  });

  it('names the wait of a timed refusal in whole minutes, rounded up, where its code has a text for it', () => {
    const timed = (id: string): id is MessageId => ['errors.code.4011', 'errors.code.4011.wait', 'errors.code.4020'].includes(id);
    expect(errorToShow([{ message: 'x', code: 4011, retryAfterSeconds: 61 }], timed)).toEqual({ code: 4011, messageId: 'errors.code.4011.wait', values: { minutes: 2, hours: 0 } });
    expect(errorToShow([{ message: 'x', code: 4011, retryAfterSeconds: null }], timed)).toEqual({ code: 4011, messageId: 'errors.code.4011' });
    expect(errorToShow([{ message: 'x', code: 4020, retryAfterSeconds: 600 }], timed)).toEqual({ code: 4020, messageId: 'errors.code.4020' });
  });
});

describe('errorMessageValues', () => {
  it("names the Apple limit in the store's own currency and format", () => {
    expect(errorMessageValues('en-IE', 'EUR').limit).toBe('€500');
    expect(errorMessageValues('da-DK', 'DKK').limit.replace(/\s/g, ' ')).toBe('500 kr.');
    expect(errorMessageValues('pt-BR', 'BRL').limit.replace(/\s/g, ' ')).toBe('R$ 500');
  });
});
