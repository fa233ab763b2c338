import { describe, expect, it } from 'vitest';
import { loadConfig, parseEnv, paymentEnv } from './env.ts';

const problems = (env: NodeJS.ProcessEnv) => {
  const parsed = parseEnv(env);
  return parsed.ok ? [] : parsed.problems;
};

describe('parseEnv', () => {
  it('gives the defaults for an empty environment', () => {
    const parsed = parseEnv({});
    expect(parsed).toEqual({
      ok: true,
      config: {
        port: 4000,
        host: '127.0.0.1',
        database: { kind: 'pglite', dataDir: undefined },
        payment: { provider: 'sandbox', pspUrl: undefined, apiKey: undefined, webhookSecret: undefined },
        smtpUrl: undefined,
        mailFrom: undefined,
        storefrontOrigin: undefined,
        nodeEnv: 'development',
        production: false,
        trustProxy: false,
      },
    });
  });

  it('reads a complete, valid environment into a frozen config', () => {
    const config = loadConfig({
      PORT: '4100',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgresql://shop:pw@db.internal:5432/shop',
      PGLITE_DATA_DIR: '/ignored',
      PAYMENT_PROVIDER: 'sandbox',
      PSP_URL: 'http://127.0.0.1:4100',
      PSP_API_KEY: 'key_123',
      PSP_WEBHOOK_SECRET: 'whsec_456',
      SMTP_URL: 'smtps://mailer:pw@smtp.example.com:465',
      MAIL_FROM: '"Gift Card Shop" <no-reply@giftcardshop.ie>',
      STOREFRONT_ORIGIN: 'https://www.giftcardshop.ie/',
      NODE_ENV: 'production',
      TRUST_PROXY: '1',
    });
    expect(config).toMatchObject({
      port: 4100,
      host: '0.0.0.0',
      database: { kind: 'postgres', url: 'postgresql://shop:pw@db.internal:5432/shop' },
      payment: { provider: 'sandbox', pspUrl: 'http://127.0.0.1:4100', apiKey: 'key_123', webhookSecret: 'whsec_456' },
      smtpUrl: 'smtps://mailer:pw@smtp.example.com:465',
      storefrontOrigin: 'https://www.giftcardshop.ie',
      production: true,
      trustProxy: true,
    });
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.database)).toBe(true);
    expect(Object.isFrozen(config.payment)).toBe(true);
    expect(paymentEnv(config)).toEqual({ PAYMENT_PROVIDER: 'sandbox', PSP_URL: 'http://127.0.0.1:4100', PSP_API_KEY: 'key_123', PSP_WEBHOOK_SECRET: 'whsec_456' });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PGLITE_DATA_DIR: 'memory://', PORT: '', TRUST_PROXY: '' })).toMatchObject({
      port: 4000,
      database: { kind: 'pglite', dataDir: 'memory://' },
      trustProxy: false,
    });
  });

  it.each([
    ['PORT', 'http', 'PORT must be a port number (0-65535), got "http"'],
    ['PORT', '70000', 'PORT must be a port number (0-65535), got "70000"'],
    ['HOST', 'local host', 'HOST must be a host name or IP address to listen on, got "local host"'],
    ['DATABASE_URL', 'not-a-url', 'DATABASE_URL must be a postgres:// or postgresql:// URL, got "not-a-url"'],
    ['DATABASE_URL', 'mysql://root:hunter2@db/shop', 'DATABASE_URL must be a postgres:// or postgresql:// URL, got "mysql://root:***@db/shop"'],
    ['DATABASE_URL', 'root:hunter2@db:5432/shop', 'DATABASE_URL must be a postgres:// or postgresql:// URL, got "root:***@db:5432/shop"'],
    ['PAYMENT_PROVIDER', 'stripe', `PAYMENT_PROVIDER must be 'sandbox', got "stripe"`],
    ['PSP_URL', 'localhost:4100', 'PSP_URL must be an http:// or https:// URL, got "localhost:4100"'],
    ['PSP_API_KEY', 'key with spaces', 'PSP_API_KEY must be one line without spaces, got a value of 15 characters'],
    ['PSP_WEBHOOK_SECRET', 'whsec\nsecond line', 'PSP_WEBHOOK_SECRET must be one line without spaces, got a value of 17 characters'],
    ['SMTP_URL', 'http://mail:pw@example.com?password=pw', 'SMTP_URL must be an smtp:// or smtps:// URL, got "http://mail:***@example.com?password=***"'],
    ['MAIL_FROM', 'no-reply', 'MAIL_FROM must be an e-mail address, optionally with a name ("Shop" <no-reply@example.com>), got "no-reply"'],
    ['STOREFRONT_ORIGIN', 'https://shop.example.com/checkout', 'STOREFRONT_ORIGIN must be an origin such as https://shop.example.com (no path), got "https://shop.example.com/checkout"'],
    ['NODE_ENV', 'prod', 'NODE_ENV must be development, test or production, got "prod"'],
    ['TRUST_PROXY', 'true', 'TRUST_PROXY must be 0 or 1, got "true"'],
  ])('%s=%j is refused with one line', (name, value, line) => {
    expect(problems({ [name]: value })).toEqual([line]);
  });

  it('reports every problem at once, one line each, without secrets in full', () => {
    const lines = problems({ PORT: '-1', DATABASE_URL: 'mysql://u:s3cr3t@h/d', PSP_WEBHOOK_SECRET: 'has space', TRUST_PROXY: 'yes' });
    expect(lines).toHaveLength(4);
    for (const line of lines) expect(line).not.toContain('\n');
    expect(lines.join('\n')).not.toMatch(/s3cr3t|has space/);
  });

  it('cuts very long values', () => {
    const [line] = problems({ DATABASE_URL: `x${'y'.repeat(500)}` });
    expect(line!.length).toBeLessThan(200);
  });
});
