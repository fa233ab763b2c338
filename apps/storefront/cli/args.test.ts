import { describe, expect, it } from 'vitest';
import { parseStorefrontArgs, USAGE_EXIT_CODE } from './args.ts';
import { EMPTY_CLI_ENV, type CliEnv } from './env.ts';

const CODES = ['CB', 'GCSIE', 'GCSNL'] as const;

function options(argv: string[], env: CliEnv = EMPTY_CLI_ENV) {
  const result = parseStorefrontArgs(argv, CODES, env);
  if (!result.ok) throw new Error(`expected success, got: ${result.message}`);
  return result.options;
}

function failure(argv: string[], env: CliEnv = EMPTY_CLI_ENV): string {
  const result = parseStorefrontArgs(argv, CODES, env);
  if (result.ok) throw new Error('expected a failure');
  return result.message;
}

describe('parseStorefrontArgs', () => {
  it('defaults to the reference tenant GCSIE on port 3000 with the API on 4000', () => {
    expect(options(['start'])).toEqual({ command: 'start', brand: 'GCSIE', port: 3000, apiPort: 4000, pspPort: 4100, mailSmtpPort: 1025, mailWebPort: 1080 });
  });

  it('reads --brand and --port in both spellings', () => {
    expect(options(['build', '--brand', 'GCSNL'])).toMatchObject({ command: 'build', brand: 'GCSNL' });
    expect(options(['start', '--brand=GCSNL', '--port=3100'])).toMatchObject({ brand: 'GCSNL', port: 3100 });
    expect(options(['dev', '--port', '3200', '--brand', 'CB'])).toMatchObject({ command: 'dev', brand: 'CB', port: 3200 });
  });

  it('accepts a brand code in lower case', () => {
    expect(options(['build', '--brand', 'gcsnl']).brand).toBe('GCSNL');
  });

  it('rejects an unknown brand and lists every valid code', () => {
    const message = failure(['build', '--brand', 'XX']);
    expect(message).toContain('Unknown brand "XX"');
    expect(message).toContain('Valid codes: CB, GCSIE, GCSNL');
  });

  it('rejects --brand without a value and still lists the codes', () => {
    expect(failure(['start', '--brand'])).toContain('Valid codes: CB, GCSIE, GCSNL');
    expect(failure(['start', '--brand', '--port', '3000'])).toContain('--brand needs a code');
  });

  it('rejects a port that is not a number in range', () => {
    expect(failure(['start', '--port', 'abc'])).toContain('--port needs a port number');
    expect(failure(['start', '--port', '70000'])).toContain('between 1 and 65535');
    expect(failure(['start', '--port'])).toContain('--port needs a port number');
  });

  it('takes the API port from --api-port, else from API_PORT (checked with the environment)', () => {
    expect(options(['start', '--api-port', '4150']).apiPort).toBe(4150);
    expect(options(['start', '--psp-port', '4600']).pspPort).toBe(4600);
    expect(options(['start'], { ...EMPTY_CLI_ENV, apiPort: 4200 }).apiPort).toBe(4200);
    expect(options(['start', '--api-port', '4300'], { ...EMPTY_CLI_ENV, apiPort: 4200 }).apiPort).toBe(4300);
  });

  it('takes the mail catcher\'s ports from MAIL_SMTP_PORT and MAIL_WEB_PORT (checked with the environment)', () => {
    expect(options(['start'], { ...EMPTY_CLI_ENV, mailSmtpPort: 2025, mailWebPort: 2080 })).toMatchObject({ mailSmtpPort: 2025, mailWebPort: 2080 });
  });

  it('refuses to run the mail catcher on a port another service uses, or on one port for both', () => {
    expect(failure(['start'], { ...EMPTY_CLI_ENV, mailSmtpPort: 4000 })).toBe(
      'MAIL_SMTP_PORT (4000) and MAIL_WEB_PORT (1080) must differ from each other and from the storefront (3000), API (4000) and payment service (4100) ports',
    );
    expect(failure(['start'], { ...EMPTY_CLI_ENV, mailSmtpPort: 2025, mailWebPort: 2025 })).toContain('MAIL_SMTP_PORT (2025) and MAIL_WEB_PORT (2025) must differ');
    expect(options(['build'], { ...EMPTY_CLI_ENV, mailSmtpPort: 3000 }).command).toBe('build');
  });

  it('refuses to run the storefront, the API and the payment service on a shared port', () => {
    expect(failure(['start', '--port', '4000'])).toContain('must be three different ports');
    expect(failure(['start', '--psp-port', '3000'])).toContain('must be three different ports');
  });

  it('rejects unknown commands and options with the usage line', () => {
    expect(failure(['deploy'])).toContain('usage: npm run <build|start|dev>');
    expect(failure(['build', '--verbose'])).toContain('Unknown option "--verbose"');
  });

  it('uses exit code 2 for usage errors', () => {
    expect(USAGE_EXIT_CODE).toBe(2);
  });
});
