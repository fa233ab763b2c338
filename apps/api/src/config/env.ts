import { InvalidEnvironmentError, checkEnvironment, isHost, isOrigin, isPort, isToken, oneOf, optionalVariable, urlWith, wholeNumber, type Check } from '@shop/env';
import { TRUST_PROXY_FORMAT, trustedProxies } from '@shop/env/proxy-trust';
import { z } from 'zod';

import { MAX_ACTIVATION_DELAY_MINUTES } from '../activation/policy.ts';
import { DEFAULT_RATE_LIMIT_POLICIES, type RateLimitPolicies, type RateLimitPolicy } from '../rateLimit/policies.ts';
import { SANDBOX_CREDENTIALS } from '../payments/fromEnv.ts';

/**
 * The API's settings, read from the environment once at start and checked together: every problem is one line
 * naming the variable, what it must be and (masked) what it was, so a typo never surfaces later as a stack trace.
 * An empty variable counts as unset.
 */
export interface ApiConfig {
  readonly port: number;
  readonly host: string;
  /** A Postgres server, or embedded PGlite in `dataDir` (undefined: the default `.data/pglite`). */
  readonly database: { readonly kind: 'postgres'; readonly url: string } | { readonly kind: 'pglite'; readonly dataDir: string | undefined };
  readonly payment: {
    readonly provider: 'sandbox';
    /** Without it checkout answers that payments are unavailable. */
    readonly pspUrl: string | undefined;
    readonly apiKey: string | undefined;
    readonly webhookSecret: string | undefined;
  };
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string | undefined;
  readonly storefrontOrigin: string | undefined;
  readonly nodeEnv: 'development' | 'test' | 'production';
  readonly production: boolean;
  /** TRUST_PROXY: the proxies whose forwarded headers (client address, https, country) are believed; none when empty. */
  readonly trustedProxies: readonly string[];
  readonly rateLimits: {
    readonly store: RateLimitStoreSetting;
    /** `basketCreation`: new baskets per client address; `giftCardCheck`: gift card checks per client address. */
    readonly policies: RateLimitPolicies;
  };
  /** A guest basket unchanged this many days is deleted. */
  readonly basketTtlDays: number;
  /** How long a choice card activation waits before it is processed: 0 (at once) unless set, at most 24 hours. */
  readonly activationDelayMinutes: number;
}

/** Where rate limit counters live: Redis, the shop's database, or (tests) this process's memory. */
export type RateLimitStoreSetting = { readonly kind: 'redis'; readonly url: string } | { readonly kind: 'database' } | { readonly kind: 'memory' };

const isMailbox: Check = (value) => /^[^@\s<>]+@[^@\s<>]+\.[^@\s<>]+$/.test(value) || /^[^<>]*<[^@\s<>]+@[^@\s<>]+\.[^@\s<>]+>$/.test(value.trim());
const optional = (name: string, requirement: string, check: Check, secret = false) => optionalVariable(name, requirement, check, { secret });

const envSchema = z.object({
  PORT: optional('PORT', 'a port number (0-65535)', isPort),
  HOST: optional('HOST', 'a host name or IP address to listen on', isHost),
  DATABASE_URL: optional('DATABASE_URL', 'a postgres:// or postgresql:// URL', urlWith('postgres:', 'postgresql:')),
  PGLITE_DATA_DIR: optional('PGLITE_DATA_DIR', 'a directory path or memory://', (value) => !value.includes('\0')),
  PAYMENT_PROVIDER: optional('PAYMENT_PROVIDER', "'sandbox'", oneOf('sandbox')),
  PSP_URL: optional('PSP_URL', 'an http:// or https:// URL', urlWith('http:', 'https:')),
  PSP_API_KEY: optional('PSP_API_KEY', 'one line without spaces', isToken, true),
  PSP_WEBHOOK_SECRET: optional('PSP_WEBHOOK_SECRET', 'one line without spaces', isToken, true),
  SMTP_URL: optional('SMTP_URL', 'an smtp:// or smtps:// URL', urlWith('smtp:', 'smtps:')),
  MAIL_FROM: optional('MAIL_FROM', 'an e-mail address, optionally with a name ("Shop" <no-reply@example.com>)', isMailbox),
  STOREFRONT_ORIGIN: optional('STOREFRONT_ORIGIN', 'an origin such as https://shop.example.com (no path)', isOrigin),
  NODE_ENV: optional('NODE_ENV', 'development, test or production', oneOf('development', 'test', 'production')),
  TRUST_PROXY: optional('TRUST_PROXY', TRUST_PROXY_FORMAT, (value) => trustedProxies(value) !== null),
  REDIS_URL: optional('REDIS_URL', 'a redis:// or rediss:// URL', urlWith('redis:', 'rediss:')),
  RATE_LIMIT_STORE: optional('RATE_LIMIT_STORE', 'redis, database or memory', oneOf('redis', 'database', 'memory')),
  BASKET_CREATION_LIMIT: optional('BASKET_CREATION_LIMIT', 'a whole number from 1 to 1000000', wholeNumber(1, 1_000_000)),
  BASKET_CREATION_WINDOW_MINUTES: optional('BASKET_CREATION_WINDOW_MINUTES', 'a whole number of minutes from 1 to 10080', wholeNumber(1, 10_080)),
  BASKET_TTL_DAYS: optional('BASKET_TTL_DAYS', 'a whole number of days from 1 to 3650', wholeNumber(1, 3650)),
  ACTIVATION_DELAY_MINUTES: optional(
    'ACTIVATION_DELAY_MINUTES',
    `a whole number of minutes from 0 to ${MAX_ACTIVATION_DELAY_MINUTES} (activation takes at most 24 hours)`,
    wholeNumber(0, MAX_ACTIVATION_DELAY_MINUTES),
  ),
  GIFT_CARD_CHECK_LIMIT: optional('GIFT_CARD_CHECK_LIMIT', 'a whole number from 1 to 1000000', wholeNumber(1, 1_000_000)),
  ACCOUNT_LOOKUP_LIMIT: optional('ACCOUNT_LOOKUP_LIMIT', 'a whole number from 1 to 1000000', wholeNumber(1, 1_000_000)),
}).superRefine((vars, ctx) => {
  if (vars.RATE_LIMIT_STORE === 'redis' && !vars.REDIS_URL) ctx.addIssue({ code: 'custom', message: 'RATE_LIMIT_STORE=redis needs REDIS_URL' });
  if (vars.RATE_LIMIT_STORE === 'memory' && vars.NODE_ENV === 'production') {
    ctx.addIssue({ code: 'custom', message: 'RATE_LIMIT_STORE=memory is for tests (counters are lost on restart), not for NODE_ENV=production' });
  }
  if (vars.NODE_ENV === 'production' && vars.PSP_URL) {
    // Unset, the sandbox's published values would be used: anyone could sign a webhook that marks an order paid.
    const published: readonly string[] = Object.values(SANDBOX_CREDENTIALS);
    for (const name of ['PSP_API_KEY', 'PSP_WEBHOOK_SECRET'] as const) {
      const value = vars[name];
      if (!value || published.includes(value)) {
        ctx.addIssue({ code: 'custom', message: `${name} must be set to the payment provider's own secret with NODE_ENV=production, not left unset or the sandbox's published value` });
      }
    }
  }
});

const DEFAULT_PORT = 4000;
const DEFAULT_HOST = '127.0.0.1';
const DEFAULT_BASKET_TTL_DAYS = 30;

/** Redis when it is named, else the database; memory only when asked for. */
function rateLimitStore(vars: { RATE_LIMIT_STORE?: string; REDIS_URL?: string }): RateLimitStoreSetting {
  if (vars.RATE_LIMIT_STORE === 'memory') return { kind: 'memory' };
  if (vars.RATE_LIMIT_STORE === 'database' || !vars.REDIS_URL) return { kind: 'database' };
  return { kind: 'redis', url: vars.REDIS_URL };
}

/** A rate limit's default policy with the limit and window its settings give, where set (already checked). */
function policyAsSet(policy: RateLimitPolicy, limit: string | undefined, windowMinutes?: string): RateLimitPolicy {
  return Object.freeze({
    limit: limit ? Number(limit) : policy.limit,
    windowSeconds: windowMinutes ? Number(windowMinutes) * 60 : policy.windowSeconds,
  });
}

/** Checks the environment: the typed, frozen config, or every problem found (one line each). */
export function parseEnv(env: NodeJS.ProcessEnv = process.env): { ok: true; config: ApiConfig } | { ok: false; problems: string[] } {
  const checked = checkEnvironment(envSchema, env);
  if (!checked.ok) return { ok: false, problems: [...checked.problems] };
  const vars = checked.value;
  const nodeEnv = (vars.NODE_ENV ?? 'development') as ApiConfig['nodeEnv'];
  const config: ApiConfig = {
    port: vars.PORT === undefined ? DEFAULT_PORT : Number(vars.PORT),
    host: vars.HOST ?? DEFAULT_HOST,
    database: vars.DATABASE_URL ? Object.freeze({ kind: 'postgres', url: vars.DATABASE_URL }) : Object.freeze({ kind: 'pglite', dataDir: vars.PGLITE_DATA_DIR }),
    payment: Object.freeze({ provider: 'sandbox', pspUrl: vars.PSP_URL, apiKey: vars.PSP_API_KEY, webhookSecret: vars.PSP_WEBHOOK_SECRET }),
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    storefrontOrigin: vars.STOREFRONT_ORIGIN?.replace(/\/$/, ''),
    nodeEnv,
    production: nodeEnv === 'production',
    trustedProxies: trustedProxies(vars.TRUST_PROXY) ?? [],
    rateLimits: Object.freeze({
      store: Object.freeze(rateLimitStore(vars)),
      policies: Object.freeze({
        ...DEFAULT_RATE_LIMIT_POLICIES,
        basketCreation: policyAsSet(DEFAULT_RATE_LIMIT_POLICIES.basketCreation, vars.BASKET_CREATION_LIMIT, vars.BASKET_CREATION_WINDOW_MINUTES),
        giftCardCheck: policyAsSet(DEFAULT_RATE_LIMIT_POLICIES.giftCardCheck, vars.GIFT_CARD_CHECK_LIMIT),
        accountLookup: policyAsSet(DEFAULT_RATE_LIMIT_POLICIES.accountLookup, vars.ACCOUNT_LOOKUP_LIMIT),
      }),
    }),
    basketTtlDays: Number(vars.BASKET_TTL_DAYS ?? DEFAULT_BASKET_TTL_DAYS),
    activationDelayMinutes: Number(vars.ACTIVATION_DELAY_MINUTES ?? 0),
  };
  return { ok: true, config: Object.freeze(config) };
}

export { InvalidEnvironmentError };

/** The config, or `InvalidEnvironmentError` whose message is the problems, one per line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const parsed = parseEnv(env);
  if (!parsed.ok) throw new InvalidEnvironmentError(parsed.problems);
  return parsed.config;
}

/** The environment `paymentProviderFromEnv` reads, built from the checked config. */
export function paymentEnv(config: ApiConfig): NodeJS.ProcessEnv {
  const { provider, pspUrl, apiKey, webhookSecret } = config.payment;
  const env: NodeJS.ProcessEnv = { PAYMENT_PROVIDER: provider };
  if (pspUrl) env.PSP_URL = pspUrl;
  if (apiKey) env.PSP_API_KEY = apiKey;
  if (webhookSecret) env.PSP_WEBHOOK_SECRET = webhookSecret;
  return env;
}
