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
        trustedProxies: [],
        rateLimits: {
          store: { kind: 'database' },
          policies: {
            basketCreation: { limit: 100, windowSeconds: 3600 },
            giftCardPin: { limit: 5, windowSeconds: 1800 },
            giftCardPinDaily: { limit: 10, windowSeconds: 86400 },
            giftCardPinAllClients: { limit: 30, windowSeconds: 86400 },
            giftCardCheck: { limit: 30, windowSeconds: 3600 },
            cardActivation: { limit: 20, windowSeconds: 3600 },
            accountLogin: { limit: 5, windowSeconds: 900 },
            loginAddress: { limit: 30, windowSeconds: 900 },
            accountLookup: { limit: 100, windowSeconds: 3600 },
            accountCreation: { limit: 10, windowSeconds: 3600 },
            passwordResetEmail: { limit: 3, windowSeconds: 3600 },
            passwordResetAddress: { limit: 10, windowSeconds: 3600 },
            paymentLookup: { limit: 120, windowSeconds: 600 },
            quoteRequest: { limit: 10, windowSeconds: 3600 },
          },
        },
        basketTtlDays: 30,
        activationDelayMinutes: 0,
      },
    });
  });

  it('counts rate limits in Redis when REDIS_URL is set, in memory only when asked, and reads the basket settings', () => {
    expect(loadConfig({ REDIS_URL: 'redis://:pw@127.0.0.1:6379/2' }).rateLimits.store).toEqual({ kind: 'redis', url: 'redis://:pw@127.0.0.1:6379/2' });
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1', RATE_LIMIT_STORE: 'database' }).rateLimits.store).toEqual({ kind: 'database' });
    expect(loadConfig({ RATE_LIMIT_STORE: 'memory', NODE_ENV: 'test' }).rateLimits.store).toEqual({ kind: 'memory' });
    const config = loadConfig({ BASKET_CREATION_LIMIT: '5', BASKET_CREATION_WINDOW_MINUTES: '15', BASKET_TTL_DAYS: '7' });
    expect(config.rateLimits.policies.basketCreation).toEqual({ limit: 5, windowSeconds: 900 });
    expect(config.basketTtlDays).toBe(7);
    expect(Object.isFrozen(config.rateLimits.policies.basketCreation)).toBe(true);
    expect(loadConfig({ GIFT_CARD_CHECK_LIMIT: '500' }).rateLimits.policies.giftCardCheck).toEqual({ limit: 500, windowSeconds: 3600 });
    expect(loadConfig({ ACCOUNT_LOOKUP_LIMIT: '250' }).rateLimits.policies.accountLookup).toEqual({ limit: 250, windowSeconds: 3600 });
    expect(loadConfig({ ACTIVATION_DELAY_MINUTES: '1440' }).activationDelayMinutes).toBe(1440);
  });

  it('refuses settings that only fail together', () => {
    expect(problems({ RATE_LIMIT_STORE: 'redis' })).toEqual(['RATE_LIMIT_STORE=redis needs REDIS_URL']);
    expect(problems({ RATE_LIMIT_STORE: 'memory', NODE_ENV: 'production' })).toEqual([
      'RATE_LIMIT_STORE=memory is for tests (counters are lost on restart), not for NODE_ENV=production',
    ]);
  });

  it('refuses a payment provider in production without its own secrets: the sandbox\'s published ones would sign anyone\'s webhooks', () => {
    const production = { NODE_ENV: 'production', PSP_URL: 'https://psp.example.com' };
    const named = (name: string) => `${name} must be set to the payment provider's own secret with NODE_ENV=production, not left unset or the sandbox's published value`;
    expect(problems(production)).toEqual([named('PSP_API_KEY'), named('PSP_WEBHOOK_SECRET')]);
    expect(problems({ ...production, PSP_API_KEY: 'sandbox_key', PSP_WEBHOOK_SECRET: 'sandbox_webhook_secret' })).toEqual([named('PSP_API_KEY'), named('PSP_WEBHOOK_SECRET')]);
    expect(problems({ ...production, PSP_API_KEY: 'k_8f2a91', PSP_WEBHOOK_SECRET: 'whsec_51c0de' })).toEqual([]);
    // Development keeps the sandbox's defaults.
    expect(problems({ PSP_URL: 'http://127.0.0.1:4100' })).toEqual([]);
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
      trustedProxies: ['loopback', 'linklocal', 'uniquelocal'],
    });
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.database)).toBe(true);
    expect(Object.isFrozen(config.payment)).toBe(true);
    expect(paymentEnv(config)).toEqual({ PAYMENT_PROVIDER: 'sandbox', PSP_URL: 'http://127.0.0.1:4100', PSP_API_KEY: 'key_123', PSP_WEBHOOK_SECRET: 'whsec_456' });
  });

  it('takes a list of the proxies to trust', () => {
    expect(loadConfig({ PGLITE_DATA_DIR: 'memory://', TRUST_PROXY: 'loopback, 10.2.0.0/16' }).trustedProxies).toEqual(['loopback', '10.2.0.0/16']);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PGLITE_DATA_DIR: 'memory://', PORT: '', TRUST_PROXY: '' })).toMatchObject({
      port: 4000,
      database: { kind: 'pglite', dataDir: 'memory://' },
      trustedProxies: [],
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
    [
      'TRUST_PROXY',
      'true',
      'TRUST_PROXY must be 0, 1 (a proxy on this machine or a private network) or a comma-separated list of proxy addresses, CIDR ranges and the names loopback, linklocal, uniquelocal, got "true"',
    ],
    ['TRUST_PROXY', '10.0.0.0/33', expect.stringMatching(/^TRUST_PROXY must be 0, 1 .* got "10.0.0.0\/33"$/)],
    ['REDIS_URL', 'http://:hunter2@cache:6379', 'REDIS_URL must be a redis:// or rediss:// URL, got "http://:***@cache:6379"'],
    ['RATE_LIMIT_STORE', 'postgres', 'RATE_LIMIT_STORE must be redis, database or memory, got "postgres"'],
    ['BASKET_CREATION_LIMIT', '0', 'BASKET_CREATION_LIMIT must be a whole number from 1 to 1000000, got "0"'],
    ['BASKET_CREATION_WINDOW_MINUTES', '1.5', 'BASKET_CREATION_WINDOW_MINUTES must be a whole number of minutes from 1 to 10080, got "1.5"'],
    ['BASKET_TTL_DAYS', '30d', 'BASKET_TTL_DAYS must be a whole number of days from 1 to 3650, got "30d"'],
    ['ACTIVATION_DELAY_MINUTES', '1441', 'ACTIVATION_DELAY_MINUTES must be a whole number of minutes from 0 to 1440 (activation takes at most 24 hours), got "1441"'],
    ['GIFT_CARD_CHECK_LIMIT', '-3', 'GIFT_CARD_CHECK_LIMIT must be a whole number from 1 to 1000000, got "-3"'],
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
