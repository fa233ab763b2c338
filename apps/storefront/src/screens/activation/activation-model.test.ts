import { describe, expect, it } from 'vitest';
import { refusalState } from './activation-model.ts';
import type { MessageId } from '@shop/i18n';

const values = { cardNumber: '6280070123456789012', amount: '50', email: 'holder@example.ie' };
const known = (id: string): id is MessageId => ['errors.code.4100', 'errors.code.4101', 'errors.code.4102', 'errors.code.4008', 'errors.code.4011'].includes(id);

describe('refusalState', () => {
  it('puts a refusal naming a field at that field and the others above the form', () => {
    expect(
      refusalState(
        values,
        [
          { code: 4101, message: 'prefix', referencedRequestParameter: 'activation.cardNumber' },
          { code: 4008, message: 'captcha', referencedRequestParameter: 'activation.captchaToken' },
        ],
        known,
      ),
    ).toEqual({
      status: 'refused',
      values,
      fieldErrors: { cardNumber: { id: 'errors.code.4101' }, captchaToken: { id: 'errors.code.4008' } },
      formError: null,
    });
    expect(refusalState(values, [{ code: 4100, message: 'failed', referencedRequestParameter: null }], known)).toMatchObject({
      fieldErrors: {},
      formError: { id: 'errors.code.4100' },
    });
  });

  it('shows the text of a 4000 as the API wrote it, and the generic message when nothing is known', () => {
    expect(refusalState(values, [{ code: 4000, message: 'Card number should be 19 digits long.', referencedRequestParameter: 'activation.cardNumber' }], known)).toMatchObject({
      fieldErrors: { cardNumber: { text: 'Card number should be 19 digits long.' } },
    });
    expect(refusalState(values, [], known)).toMatchObject({ formError: { id: 'errors.generic' } });
    expect(refusalState(values, [{ code: 5000, message: 'x', referencedRequestParameter: null }], known)).toMatchObject({ formError: { id: 'errors.generic' } });
  });
});
