import { describe, expect, it } from 'vitest';
import { parsePspEnv } from './config.ts';
import { DEFAULTS } from './server.ts';
import { runPspUntilExit } from './test/process.ts';

const problems = (env: NodeJS.ProcessEnv) => {
  const checked = parsePspEnv(env);
  return checked.ok ? [] : checked.problems;
};

describe('parsePspEnv', () => {
  it('gives the defaults for an empty environment (empty variables count as unset)', () => {
    expect(parsePspEnv({ PSP_PORT: '', PSP_WEBHOOK_URL: '' })).toEqual({
      ok: true,
      value: {
        port: 4100,
        host: '127.0.0.1',
        server: {
          apiKey: DEFAULTS.apiKey,
          webhookUrl: null,
          webhookSecret: DEFAULTS.webhookSecret,
          dataFile: null,
          webhookRetryBaseMs: DEFAULTS.webhookRetryBaseMs,
          transferExpiryMinutes: DEFAULTS.transferExpiryMinutes,
        },
      },
    });
  });

  it('reads a complete environment into a frozen config', () => {
    const checked = parsePspEnv({
      PSP_PORT: '0',
      PSP_HOST: '0.0.0.0',
      PSP_PUBLIC_URL: 'https://pay.example.com',
      PSP_API_KEY: 'key_123',
      PSP_WEBHOOK_URL: 'http://127.0.0.1:4000/webhooks/psp',
      PSP_WEBHOOK_SECRET: 'whsec_456',
      PSP_DATA_FILE: '.data/psp/state.json',
      PSP_WEBHOOK_RETRY_BASE_MS: '500',
      PSP_TRANSFER_EXPIRY_MINUTES: '0.5',
    });
    if (!checked.ok) throw new Error(checked.problems.join('\n'));
    expect(checked.value).toEqual({
      port: 0,
      host: '0.0.0.0',
      server: {
        apiKey: 'key_123',
        webhookUrl: 'http://127.0.0.1:4000/webhooks/psp',
        webhookSecret: 'whsec_456',
        dataFile: '.data/psp/state.json',
        webhookRetryBaseMs: 500,
        transferExpiryMinutes: 0.5,
        publicUrl: 'https://pay.example.com',
      },
    });
    expect(Object.isFrozen(checked.value)).toBe(true);
    expect(Object.isFrozen(checked.value.server)).toBe(true);
  });

  it('names every bad variable on a line of its own, secrets by their length only', () => {
    expect(
      problems({
        PSP_PORT: 'abc',
        PSP_HOST: 'two words',
        PSP_PUBLIC_URL: 'pay.example.com',
        PSP_API_KEY: 'has a space',
        PSP_WEBHOOK_URL: 'ftp://example.com/hook',
        PSP_WEBHOOK_SECRET: 'also spaced',
        PSP_WEBHOOK_RETRY_BASE_MS: '1.5',
        PSP_TRANSFER_EXPIRY_MINUTES: '0',
      }),
    ).toEqual([
      'PSP_PORT must be a port number (0-65535), got "abc"',
      'PSP_HOST must be a host name or IP address to listen on, got "two words"',
      'PSP_PUBLIC_URL must be an http:// or https:// URL, got "pay.example.com"',
      'PSP_API_KEY must be one line without spaces, got a value of 11 characters',
      'PSP_WEBHOOK_URL must be an http:// or https:// URL, got "ftp://example.com/hook"',
      'PSP_WEBHOOK_SECRET must be one line without spaces, got a value of 11 characters',
      'PSP_WEBHOOK_RETRY_BASE_MS must be a whole number of milliseconds from 1 to 3600000, got "1.5"',
      'PSP_TRANSFER_EXPIRY_MINUTES must be a number of minutes above 0 and at most 525600 (fractions allowed, e.g. 0.5), got "0"',
    ]);
    expect(problems({ PSP_PORT: '65536' })).toEqual(['PSP_PORT must be a port number (0-65535), got "65536"']);
  });
});

describe('the service with a bad environment', () => {
  it('prints one line per problem and exits 1 without starting or a stack trace', async () => {
    const result = await runPspUntilExit({ PSP_PORT: 'abc', PSP_WEBHOOK_URL: 'not a url' });
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      'psp: PSP_PORT must be a port number (0-65535), got "abc"',
      'psp: PSP_WEBHOOK_URL must be an http:// or https:// URL, got "not a url"',
    ]);
    expect(result.stdout).toBe('');
  });
});
