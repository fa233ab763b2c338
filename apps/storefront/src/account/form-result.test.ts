import { describe, expect, it } from 'vitest';
import { judge, passwordLocked } from './form-result.ts';
import { addressMessageValues, addressRules, changePasswordRules, profileRules } from './rules.ts';

const ireland = { callingCode: '+353', postcode: { label: 'Eircode', example: 'D02 X285', pattern: '^[A-Z]\\d[\\dW]\\s?[A-Z\\d]{4}$', required: true } };

describe('account form rules', () => {
  it('accepts a complete profile and names each field that is wrong', () => {
    const profile = { firstName: 'Aoife', lastName: 'Byrne', phoneNumber: '', invoiceEmail: '', vatNumber: '', subscribed: true };
    expect(judge(profileRules(ireland), profile)).toBeNull();
    expect(judge(profileRules(ireland), { ...profile, firstName: ' ', invoiceEmail: 'not-an-email', phoneNumber: '12' })).toEqual({
      firstName: expect.objectContaining({ id: 'validation.firstName.required' }),
      invoiceEmail: expect.objectContaining({ id: expect.stringMatching(/^validation\.email\./) }),
      phoneNumber: expect.objectContaining({ id: expect.stringMatching(/^validation\.phone/) }),
    });
  });

  it('asks for the current password and a confirmed new one of at least 8 characters', () => {
    expect(judge(changePasswordRules(), { currentPassword: 'old secret', password: 'new secret', confirmPassword: 'new secret' })).toBeNull();
    const refused = judge(changePasswordRules(), { currentPassword: '', password: 'short', confirmPassword: 'other' });
    expect(refused?.currentPassword?.id).toBe('validation.password.required');
    expect(refused?.password).toEqual({ id: 'validation.password.tooShort', values: expect.objectContaining({ minimumPasswordLength: 8 }) });
    expect(judge(changePasswordRules(), { currentPassword: 'old secret', password: 'new secret', confirmPassword: 'new secreT' })?.confirmPassword?.id).toBe(
      'validation.password.mismatch',
    );
  });

  it("judges an address by the store's postcode rule and names the postcode by its local name", () => {
    const address = { firstName: 'Aoife', lastName: 'Byrne', companyName: '', street: 'Main Street', houseNumber: '12', suffix: '', postCode: 'D02 X285', city: 'Dublin' };
    expect(judge(addressRules(ireland), address, addressMessageValues(ireland))).toBeNull();
    const refused = judge(addressRules(ireland), { ...address, postCode: '1234', houseNumber: '0' }, addressMessageValues(ireland));
    expect(refused?.postCode?.values).toMatchObject({ label: 'Eircode' });
    expect(refused?.houseNumber?.id).toBe('validation.houseNumber.positive');
  });
});

describe('passwordLocked', () => {
  const locked = { code: 4113, message: 'Too many wrong passwords…', referencedRequestParameter: 'currentPassword' };

  it('names the wait the API answered, in whole minutes rounded up', () => {
    expect(passwordLocked({ ...locked, retryAfterSeconds: 241 })).toEqual({ id: 'account.password.locked', values: { minutes: 5, hours: 0 } });
    expect(passwordLocked({ ...locked, retryAfterSeconds: 30 })).toEqual({ id: 'account.password.locked', values: { minutes: 1, hours: 0 } });
  });

  it('names the whole window when the answer carries no wait', () => {
    expect(passwordLocked({ ...locked, retryAfterSeconds: null })).toEqual({ id: 'account.password.locked', values: { minutes: 15, hours: 0 } });
  });
});
