import { z } from 'zod';

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
  /** TRUST_PROXY=1: believe the country headers a CDN/proxy sets. */
  readonly trustProxy: boolean;
}

export class InvalidEnvironmentError extends Error {
  override readonly name = 'InvalidEnvironmentError';
  constructor(readonly problems: readonly string[]) {
    super(problems.join('\n'));
  }
}

const MAX_SHOWN = 80;

/** A value as it may appear in a message: URL passwords masked, long values cut. */
export function maskValue(value: string): string {
  let shown = value.replace(/(\/\/[^/?#@\s]*?:)[^/?#@\s]*@/, '$1***@').replace(/^([^:/@\s]+:)[^/?#@\s]*@/, '$1***@').replace(/((?:password|passwd|pass|pwd|secret|key|token)=)[^&#\s]*/gi, '$1***');
  if (shown.length > MAX_SHOWN) shown = `${shown.slice(0, MAX_SHOWN - 1)}…`;
  return JSON.stringify(shown);
}

/** A secret as it may appear in a message: its length only. */
function maskSecret(value: string): string {
  return `a value of ${value.length} characters`;
}

type Check = (value: string) => boolean;

/** An optional variable: unset or empty passes, anything else must satisfy `ok`. */
function optional(name: string, requirement: string, ok: Check, secret = false) {
  return z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .optional()
      .superRefine((value, ctx) => {
        if (value !== undefined && !ok(value)) ctx.addIssue({ code: 'custom', message: `${name} must be ${requirement}, got ${secret ? maskSecret(value) : maskValue(value)}` });
      }),
  );
}

function parsedUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

const urlWith = (...protocols: string[]): Check => (value) => {
  const url = parsedUrl(value);
  return url !== null && protocols.includes(url.protocol) && url.hostname !== '';
};

const isPort: Check = (value) => /^\d{1,5}$/.test(value) && Number(value) <= 65_535;
const isOrigin: Check = (value) => urlWith('http:', 'https:')(value) && new URL(value).pathname === '/' && !/[?#]/.test(value) && !parsedUrl(value)!.username;
const isMailbox: Check = (value) => /^[^@\s<>]+@[^@\s<>]+\.[^@\s<>]+$/.test(value) || /^[^<>]*<[^@\s<>]+@[^@\s<>]+\.[^@\s<>]+>$/.test(value.trim());

const envSchema = z.object({
  PORT: optional('PORT', 'a port number (0-65535)', isPort),
  HOST: optional('HOST', 'a host name or IP address to listen on', (value) => /^[\w.:-]+$/.test(value)),
  DATABASE_URL: optional('DATABASE_URL', 'a postgres:// or postgresql:// URL', urlWith('postgres:', 'postgresql:')),
  PGLITE_DATA_DIR: optional('PGLITE_DATA_DIR', 'a directory path or memory://', (value) => !value.includes('\0')),
  PAYMENT_PROVIDER: optional('PAYMENT_PROVIDER', "'sandbox'", (value) => value === 'sandbox'),
  PSP_URL: optional('PSP_URL', 'an http:// or https:// URL', urlWith('http:', 'https:')),
  PSP_API_KEY: optional('PSP_API_KEY', 'one line without spaces', (value) => /^\S+$/.test(value), true),
  PSP_WEBHOOK_SECRET: optional('PSP_WEBHOOK_SECRET', 'one line without spaces', (value) => /^\S+$/.test(value), true),
  SMTP_URL: optional('SMTP_URL', 'an smtp:// or smtps:// URL', urlWith('smtp:', 'smtps:')),
  MAIL_FROM: optional('MAIL_FROM', 'an e-mail address, optionally with a name ("Shop" <no-reply@example.com>)', isMailbox),
  STOREFRONT_ORIGIN: optional('STOREFRONT_ORIGIN', 'an origin such as https://shop.example.com (no path)', isOrigin),
  NODE_ENV: optional('NODE_ENV', 'development, test or production', (value) => ['development', 'test', 'production'].includes(value)),
  TRUST_PROXY: optional('TRUST_PROXY', '0 or 1', (value) => value === '0' || value === '1'),
});

const DEFAULT_PORT = 4000;
const DEFAULT_HOST = '127.0.0.1';

/** Checks the environment: the typed, frozen config, or every problem found (one line each). */
export function parseEnv(env: NodeJS.ProcessEnv = process.env): { ok: true; config: ApiConfig } | { ok: false; problems: string[] } {
  const result = envSchema.safeParse(env);
  if (!result.success) return { ok: false, problems: result.error.issues.map((issue) => issue.message) };
  const vars = result.data;
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
    trustProxy: vars.TRUST_PROXY === '1',
  };
  return { ok: true, config: Object.freeze(config) };
}

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
