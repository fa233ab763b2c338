import { describe, expect, it } from 'vitest';
import { parseCliEnv } from './env.ts';

describe('parseCliEnv', () => {
  it('reads API_PORT, unset or empty as no port', () => {
    expect(parseCliEnv({})).toEqual({ ok: true, value: { apiPort: undefined } });
    expect(parseCliEnv({ API_PORT: '' })).toEqual({ ok: true, value: { apiPort: undefined } });
    expect(parseCliEnv({ API_PORT: '4200' })).toEqual({ ok: true, value: { apiPort: 4200 } });
  });

  it('reads the mail catcher\'s ports from MAIL_SMTP_PORT and MAIL_WEB_PORT', () => {
    expect(parseCliEnv({ MAIL_SMTP_PORT: '2025', MAIL_WEB_PORT: '2080' })).toEqual({ ok: true, value: { apiPort: undefined, mailSmtpPort: 2025, mailWebPort: 2080 } });
    expect(parseCliEnv({ MAIL_SMTP_PORT: '', MAIL_WEB_PORT: '' })).toEqual({ ok: true, value: { apiPort: undefined, mailSmtpPort: undefined, mailWebPort: undefined } });
  });

  it('names every bad port on a line of its own', () => {
    expect(parseCliEnv({ MAIL_SMTP_PORT: 'smtp', MAIL_WEB_PORT: '70000' })).toEqual({
      ok: false,
      problems: ['MAIL_SMTP_PORT must be a port number (1-65535), got "smtp"', 'MAIL_WEB_PORT must be a port number (1-65535), got "70000"'],
    });
  });

  it('names a bad API_PORT', () => {
    expect(parseCliEnv({ API_PORT: '0' })).toEqual({ ok: false, problems: ['API_PORT must be a port number (1-65535), got "0"'] });
    expect(parseCliEnv({ API_PORT: 'abc' })).toEqual({ ok: false, problems: ['API_PORT must be a port number (1-65535), got "abc"'] });
  });
});
