import { describe, expect, it } from 'vitest';
import { balanceFieldIssues, refusalState, spendingOption, stateExplanationId } from './balance-model.ts';
import { messagesFor, CATALOG_LOCALES, type MessageId } from '@shop/i18n';
import { createIntl } from 'react-intl';
import { reportIntlError } from '../../i18n/report-intl-error.ts';

const prefixes = ['6280070', '6280071'];
const links = { shop: '/gift-cards/', exchange: '/check-your-balance/result/', activate: '/activate/' };
const known = (id: string): id is MessageId => id.startsWith('errors.code.40') || id === 'errors.generic';

describe('balanceFieldIssues', () => {
  it('takes a number of any store in groups and a 6-digit PIN', () => {
    expect(balanceFieldIssues({ cardNumber: '6280 0711 2345 6789 012', pin: '012345' }, prefixes)).toEqual({});
  });

  it('refuses with the spec\'s messages, per field', () => {
    expect(balanceFieldIssues({ cardNumber: '', pin: '' }, prefixes)).toEqual({
      cardNumber: { id: 'validation.cardNumber.empty', values: {} },
      pin: { id: 'validation.pin.invalid', values: {} },
    });
    expect(balanceFieldIssues({ cardNumber: '628007012', pin: '123456' }, prefixes)).toEqual({ cardNumber: { id: 'validation.cardNumber.length', values: {} } });
    expect(balanceFieldIssues({ cardNumber: '6280099123456789012', pin: '123456' }, prefixes)).toEqual({ cardNumber: { id: 'validation.cardNumber.unknown', values: {} } });
  });
});

describe('refusalState', () => {
  it('shows an error naming a field at that field and any other above the form, by its code\'s text', () => {
    const state = refusalState(
      '6280070123456789012',
      [
        { code: 4020, message: 'Too many wrong PINs…', referencedRequestParameter: 'pin' },
        { code: 4008, message: 'The captcha could not be verified.', referencedRequestParameter: 'captchaToken' },
        { code: 4014, message: "We don't know this combination…", referencedRequestParameter: null },
      ],
      known,
    );
    expect(state).toEqual({
      status: 'refused',
      cardNumber: '6280070123456789012',
      fieldErrors: { pin: { id: 'errors.code.4020' }, captchaToken: { id: 'errors.code.4008' } },
      formError: { id: 'errors.code.4014' },
    });
  });

  it('says how long a locked PIN entry stays locked when the API names the wait', () => {
    const state = refusalState('6280070123456789012', [{ code: 4020, message: 'Locked.', referencedRequestParameter: 'pin', retryAfterSeconds: 1441 }], known);
    expect(state.fieldErrors.pin).toEqual({ id: 'errors.code.4020.wait', values: { minutes: 25, hours: 0 } });
  });

  it('names a day-long lock in hours, in every language, and a short one in minutes', () => {
    const day = refusalState('6280070123456789012', [{ code: 4020, message: 'Locked.', referencedRequestParameter: 'pin', retryAfterSeconds: 86_400 }], known);
    expect(day.fieldErrors.pin).toEqual({ id: 'errors.code.4020.wait', values: { minutes: 1440, hours: 24 } });
    const say = (locale: string, values: Record<string, number>) =>
      createIntl({ locale, messages: messagesFor(locale), onError: reportIntlError }).formatMessage({ id: 'errors.code.4020.wait' }, values);
    expect(say('en-IE', { minutes: 1440, hours: 24 })).toMatch(/try again in 24 hours\.$/);
    expect(say('en-IE', { minutes: 25, hours: 0 })).toMatch(/try again in 25 minutes\.$/);
    expect(say('nl-NL', { minutes: 1440, hours: 24 })).toMatch(/over 24 uur opnieuw\.$/);
    expect(say('pl-PL', { minutes: 1440, hours: 24 })).toMatch(/za 24 godziny\.$/);
    for (const locale of CATALOG_LOCALES) expect(say(locale, { minutes: 1440, hours: 24 })).not.toContain('1440');
  });

  it('keeps the API\'s own text for a rule it judged (4000, already in the page\'s language) and falls back to the generic text', () => {
    expect(refusalState('1', [{ code: 4000, message: 'Het kaartnummer moet 19 cijfers lang zijn.', referencedRequestParameter: 'cardNumber' }], known)).toMatchObject({
      fieldErrors: { cardNumber: { text: 'Het kaartnummer moet 19 cijfers lang zijn.' } },
      formError: null,
    });
    expect(refusalState('1', [{ code: 9999, message: 'odd', referencedRequestParameter: 'userData.storeID' }], known)).toMatchObject({
      fieldErrors: {},
      formError: { id: 'errors.generic' },
    });
    expect(refusalState('1', [], known)).toMatchObject({ formError: { id: 'errors.generic' } });
  });
});

describe('spendingOption', () => {
  it('sends a spendable card to the shop, a choice card to what it is exchanged for, a card waiting for activation to activate it', () => {
    expect(spendingOption({ state: 'ACTIVE', choiceCard: false }, links)).toEqual({ href: '/gift-cards/', labelId: 'balance.spend.shop' });
    expect(spendingOption({ state: 'ACTIVE', choiceCard: true }, links)).toEqual({ href: '/check-your-balance/result/', labelId: 'balance.spend.exchange' });
    expect(spendingOption({ state: 'NOT_ACTIVATED', choiceCard: true }, links)).toEqual({ href: '/activate/', labelId: 'balance.spend.activate' });
    for (const state of ['BLOCKED', 'EXPIRED', 'NO_BALANCE'] as const) expect(spendingOption({ state, choiceCard: false }, links)).toBeNull();
  });

  it('explains a card that cannot be spent with its error code\'s text', () => {
    expect(stateExplanationId('ACTIVE')).toBeNull();
    expect(stateExplanationId('BLOCKED')).toBe('errors.code.4015');
    expect(stateExplanationId('NOT_ACTIVATED')).toBe('errors.code.4018');
    expect(stateExplanationId('EXPIRED')).toBe('errors.code.4016');
    expect(stateExplanationId('NO_BALANCE')).toBe('errors.code.4017');
  });
});
