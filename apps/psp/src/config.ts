import { DEFAULTS, type PspServerOptions } from './server.ts';

export interface PspConfig {
  readonly port: number;
  readonly host: string;
  readonly server: PspServerOptions;
}

function positiveNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, integer: boolean): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) {
    throw new Error(`${name} must be a positive ${integer ? 'integer' : 'number'}, got "${raw}"`);
  }
  return value;
}

function absoluteHttpUrl(env: NodeJS.ProcessEnv, name: string): string | null {
  const raw = env[name]?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  return url.href;
}

const nonEmpty = (value: string | undefined): string | undefined => (value && value.trim() !== '' ? value : undefined);

/** Reads and checks the environment once, at start; a bad value stops the service with its name. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): PspConfig {
  const port = env.PSP_PORT === undefined || env.PSP_PORT === '' ? 4100 : Number(env.PSP_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`PSP_PORT must be a port number, got "${env.PSP_PORT}"`);
  const publicUrl = absoluteHttpUrl(env, 'PSP_PUBLIC_URL');
  return {
    port,
    host: nonEmpty(env.PSP_HOST) ?? '127.0.0.1',
    server: {
      apiKey: nonEmpty(env.PSP_API_KEY) ?? DEFAULTS.apiKey,
      webhookUrl: absoluteHttpUrl(env, 'PSP_WEBHOOK_URL'),
      webhookSecret: nonEmpty(env.PSP_WEBHOOK_SECRET) ?? DEFAULTS.webhookSecret,
      dataFile: nonEmpty(env.PSP_DATA_FILE) ?? null,
      webhookRetryBaseMs: positiveNumber(env, 'PSP_WEBHOOK_RETRY_BASE_MS', DEFAULTS.webhookRetryBaseMs, true),
      transferExpiryMinutes: positiveNumber(env, 'PSP_TRANSFER_EXPIRY_MINUTES', DEFAULTS.transferExpiryMinutes, false),
      ...(publicUrl ? { publicUrl } : {}),
    },
  };
}
