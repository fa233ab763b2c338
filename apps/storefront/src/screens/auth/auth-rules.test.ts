import { describe, expect, it } from 'vitest';
import { emailFormIssues, loginIssues, newPasswordIssues, registerIssues } from './auth-rules.ts';

const register = {
  firstName: 'Aoife', lastName: 'Byrne', email: 'aoife@example.ie', password: 'correct horse', confirmPassword: 'correct horse', subscribed: false,
  captchaToken: 'solved',
};

describe('auth form rules', () => {
  it('sends nothing for a log in without e-mail, password or captcha (spec §5)', () => {
    expect(Object.keys(loginIssues({ email: '', password: '', captchaToken: null }))).toEqual(['email', 'password', 'captchaToken']);
    expect(loginIssues({ email: 'aoife@example', password: 'x', captchaToken: 'solved' })).toEqual({ email: { id: 'validation.email.invalid', values: {} } });
    expect(loginIssues({ email: ' aoife@example.ie ', password: 'short', captchaToken: 'solved' })).toEqual({});
  });

  it('asks the identify and forgot password forms for an e-mail and the captcha', () => {
    expect(emailFormIssues({ email: '', captchaToken: null })).toEqual({
      email: { id: 'validation.email.required', values: {} },
      captchaToken: { id: 'checkout.identify.captchaRequired' },
    });
    expect(emailFormIssues({ email: 'aoife@example.ie', captchaToken: 'solved' })).toEqual({});
  });

  it('holds a new account to the password rules and the confirmation', () => {
    expect(registerIssues(register)).toEqual({});
    expect(registerIssues({ ...register, password: 'short', confirmPassword: 'short' }).password).toEqual({
      id: 'validation.password.tooShort', values: { minimumPasswordLength: 8 },
    });
    expect(registerIssues({ ...register, confirmPassword: 'another horse' })).toEqual({ confirmPassword: { id: 'validation.password.mismatch', values: {} } });
    expect(Object.keys(registerIssues({ ...register, firstName: ' ', captchaToken: null }))).toEqual(['firstName', 'captchaToken']);
  });

  it('holds a new password from a reset link to the same rules', () => {
    expect(newPasswordIssues({ password: 'correct horse', confirmPassword: 'correct horse' })).toEqual({});
    expect(newPasswordIssues({ password: 'correct horse', confirmPassword: '' })).toEqual({ confirmPassword: { id: 'validation.confirmPassword.required', values: {} } });
  });
});
