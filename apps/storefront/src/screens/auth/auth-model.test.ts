import { messagesFor } from '@shop/i18n';
import { describe, expect, it } from 'vitest';
import { apiMessage, refusedState } from './auth-model.ts';
import { LOGIN_FIELDS, REGISTER_FIELDS } from './auth-rules.ts';
import { hasMessageIn } from '../../i18n/has-message.ts';

const catalog = messagesFor('en-IE');
const hasMessage = hasMessageIn(catalog);
const error = (code: number, message: string, referencedRequestParameter: string | null = null, retryAfterSeconds: number | null = null) => ({
  code, message, referencedRequestParameter, retryAfterSeconds,
});

describe('apiMessage', () => {
  it("reads the spec's words for a wrong e-mail and password pair", () => {
    const message = apiMessage(error(4112, 'We do not know…'), hasMessage);
    expect(message).toEqual({ id: 'auth.error.4112', code: 4112 });
    expect(catalog['auth.error.4112' as keyof typeof catalog]).toBe(
      'We do not know this combination of e-mail address and password. Please try again or reset your password.',
    );
  });

  it('keeps the wait of a locked account and of a busy network, in whole minutes rounded up', () => {
    expect(apiMessage(error(4113, 'Locked.', 'password', 661), hasMessage)).toEqual({ id: 'auth.error.4113', values: { minutes: 12, hours: 0 }, code: 4113 });
    expect(apiMessage(error(4011, 'Busy.', null, 60), hasMessage)).toEqual({ id: 'auth.error.4011', values: { minutes: 1, hours: 0 }, code: 4011 });
    expect(apiMessage(error(4011, 'Busy.', null, 1), hasMessage)).toEqual({ id: 'auth.error.4011', values: { minutes: 1, hours: 0 }, code: 4011 });
  });

  it('says that one e-mail address asked for too many reset links, not that the network did', () => {
    const message = apiMessage(error(4011, 'Too many reset links…', 'email', 1800), hasMessage);
    expect(message).toEqual({ id: 'auth.error.4011.email', values: { minutes: 30, hours: 0 }, code: 4011 });
    expect(catalog['auth.error.4011.email' as keyof typeof catalog]).toMatch(/^Too many reset links were asked for this e-mail address\./);
  });

  it('reads the wait from the answer, never from the words of its message', () => {
    const reworded = error(4113, 'Please try again in 12 minutes or reset your password.', 'password', 120);
    expect(apiMessage(reworded, hasMessage)).toEqual({ id: 'auth.error.4113', values: { minutes: 2, hours: 0 }, code: 4113 });
  });

  it('says "wait a few minutes" when the API names no time', () => {
    expect(apiMessage(error(4113, 'Please try again in 12 minutes.'), hasMessage)).toEqual({ id: 'errors.code.4011', code: 4113 });
    const { retryAfterSeconds: _none, ...withoutField } = error(4011, 'Busy.');
    expect(apiMessage(withoutField, hasMessage)).toEqual({ id: 'errors.code.4011', code: 4011 });
  });

  it("shows the shared rules' text the API wrote in the store's language", () => {
    expect(apiMessage(error(4000, 'Please enter valid email', 'email'), hasMessage)).toEqual({ text: 'Please enter valid email', code: 4000 });
  });

  it('falls back to the error catalogue, then to the generic text', () => {
    expect(apiMessage(error(4006, 'The basket is empty.'), hasMessage)).toEqual({ id: 'errors.code.4006', code: 4006 });
    expect(apiMessage(error(9999, 'Boom'), hasMessage)).toEqual({ id: 'errors.generic', code: 9999 });
  });
});

describe('refusedState', () => {
  it("shows only the first error in the login's own holder", () => {
    const state = refusedState([error(4008, 'captcha', 'captchaToken'), error(4112, 'pair')], {
      fields: LOGIN_FIELDS, values: { email: 'a@b.ie' }, hasMessage, placement: 'holder',
    });
    expect(state).toEqual({ status: 'refused', values: { email: 'a@b.ie' }, fieldErrors: {}, formError: { id: 'auth.error.4008', code: 4008 } });
  });

  it('puts an e-mail in use at the e-mail field of the register form', () => {
    const state = refusedState([error(4114, 'exists', 'account.email')], { fields: REGISTER_FIELDS, values: {}, hasMessage, placement: 'fields' });
    expect(state).toMatchObject({ fieldErrors: { email: { id: 'auth.error.4114', code: 4114 } }, formError: null });
  });

  it('puts errors naming no field of the form above it', () => {
    const state = refusedState([error(4117, 'link', 'token')], { fields: ['password', 'confirmPassword'], values: {}, hasMessage, placement: 'fields' });
    expect(state).toMatchObject({ fieldErrors: {}, formError: { id: 'auth.error.4117', code: 4117 } });
  });

  it('says something went wrong for a refusal without errors', () => {
    expect(refusedState([], { fields: LOGIN_FIELDS, values: {}, hasMessage, placement: 'holder' })).toMatchObject({ formError: { id: 'errors.generic' } });
  });
});
