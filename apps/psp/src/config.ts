import { checkEnvironment, isHost, isPort, isToken, optionalVariable, positiveNumber, urlWith, wholeNumber, type Environment, type EnvironmentCheck } from '@shop/env';
import { z } from 'zod';
import { DEFAULTS, type PspServerOptions } from './server.ts';

export interface PspConfig {
  readonly port: number;
  readonly host: string;
  readonly server: PspServerOptions;
}

const DEFAULT_PORT = 4100;
const DEFAULT_HOST = '127.0.0.1';
const httpUrl = urlWith('http:', 'https:');

const envSchema = z.object({
  PSP_PORT: optionalVariable('PSP_PORT', 'a port number (0-65535)', isPort),
  PSP_HOST: optionalVariable('PSP_HOST', 'a host name or IP address to listen on', isHost),
  PSP_PUBLIC_URL: optionalVariable('PSP_PUBLIC_URL', 'an http:// or https:// URL', httpUrl),
  PSP_API_KEY: optionalVariable('PSP_API_KEY', 'one line without spaces', isToken, { secret: true }),
  PSP_WEBHOOK_URL: optionalVariable('PSP_WEBHOOK_URL', 'an http:// or https:// URL', httpUrl),
  PSP_WEBHOOK_SECRET: optionalVariable('PSP_WEBHOOK_SECRET', 'one line without spaces', isToken, { secret: true }),
  PSP_DATA_FILE: optionalVariable('PSP_DATA_FILE', 'a file path', (value) => !value.includes('\0')),
  PSP_WEBHOOK_RETRY_BASE_MS: optionalVariable('PSP_WEBHOOK_RETRY_BASE_MS', 'a whole number of milliseconds from 1 to 3600000', wholeNumber(1, 3_600_000)),
  PSP_TRANSFER_EXPIRY_MINUTES: optionalVariable(
    'PSP_TRANSFER_EXPIRY_MINUTES',
    'a number of minutes above 0 and at most 525600 (fractions allowed, e.g. 0.5)',
    positiveNumber(525_600),
  ),
});

/** Checks the environment once, at start: the typed, frozen config, or every problem found (one line each). */
export function parsePspEnv(env: Environment = process.env): EnvironmentCheck<PspConfig> {
  const checked = checkEnvironment(envSchema, env);
  if (!checked.ok) return checked;
  const vars = checked.value;
  const server: PspServerOptions = {
    apiKey: vars.PSP_API_KEY ?? DEFAULTS.apiKey,
    webhookUrl: vars.PSP_WEBHOOK_URL ?? null,
    webhookSecret: vars.PSP_WEBHOOK_SECRET ?? DEFAULTS.webhookSecret,
    dataFile: vars.PSP_DATA_FILE ?? null,
    webhookRetryBaseMs: vars.PSP_WEBHOOK_RETRY_BASE_MS === undefined ? DEFAULTS.webhookRetryBaseMs : Number(vars.PSP_WEBHOOK_RETRY_BASE_MS),
    transferExpiryMinutes: vars.PSP_TRANSFER_EXPIRY_MINUTES === undefined ? DEFAULTS.transferExpiryMinutes : Number(vars.PSP_TRANSFER_EXPIRY_MINUTES),
    ...(vars.PSP_PUBLIC_URL ? { publicUrl: vars.PSP_PUBLIC_URL } : {}),
  };
  const config: PspConfig = {
    port: vars.PSP_PORT === undefined ? DEFAULT_PORT : Number(vars.PSP_PORT),
    host: vars.PSP_HOST ?? DEFAULT_HOST,
    server: Object.freeze(server),
  };
  return { ok: true, value: Object.freeze(config) };
}
