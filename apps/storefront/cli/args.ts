import { EMPTY_CLI_ENV, type CliEnv } from './env.ts';

/** The verbs of `npm run build|start|dev -- --brand CODE --port N`. */
export const STOREFRONT_COMMANDS = ['build', 'start', 'dev'] as const;
export type StorefrontCommand = (typeof STOREFRONT_COMMANDS)[number];

export const DEFAULT_BRAND = 'GCSIE';
export const DEFAULT_PORT = 3000;
export const DEFAULT_API_PORT = 4000;
export const DEFAULT_PSP_PORT = 4100;
export const DEFAULT_MAIL_SMTP_PORT = 1025;
export const DEFAULT_MAIL_WEB_PORT = 1080;

export interface StorefrontOptions {
  readonly command: StorefrontCommand;
  readonly brand: string;
  readonly port: number;
  readonly apiPort: number;
  /** The sandbox payment service's port. */
  readonly pspPort: number;
  /** The local mail catcher's SMTP and inbox ports (MAIL_SMTP_PORT, MAIL_WEB_PORT). */
  readonly mailSmtpPort: number;
  readonly mailWebPort: number;
}

export type ParseResult =
  | { readonly ok: true; readonly options: StorefrontOptions }
  | { readonly ok: false; readonly message: string };

/** Exit code for a command line the user must fix (unknown brand, bad flag). */
export const USAGE_EXIT_CODE = 2;

const USAGE = 'usage: npm run <build|start|dev> -- [--brand CODE] [--port N] [--api-port N] [--psp-port N]';

function isCommand(value: string | undefined): value is StorefrontCommand {
  return (STOREFRONT_COMMANDS as readonly string[]).includes(value ?? '');
}

function parsePort(flag: string, raw: string | undefined): number | string {
  if (raw === undefined || !/^\d+$/.test(raw)) return `${flag} needs a port number, got "${raw ?? ''}"`;
  const port = Number(raw);
  if (port < 1 || port > 65535) return `${flag} must be between 1 and 65535, got ${port}`;
  return port;
}

/** Splits `--flag=value` into `--flag value` so both spellings work. */
function normalise(argv: readonly string[]): string[] {
  return argv.flatMap((arg) => {
    const eq = arg.indexOf('=');
    return arg.startsWith('--') && eq > 0 ? [arg.slice(0, eq), arg.slice(eq + 1)] : [arg];
  });
}

/**
 * Parses the storefront command line. `validBrands` comes from the brand registry so an unknown
 * code is rejected before anything is built or started.
 */
export function parseStorefrontArgs(argv: readonly string[], validBrands: readonly string[], env: CliEnv = EMPTY_CLI_ENV): ParseResult {
  const [command, ...rest] = normalise(argv);
  if (!isCommand(command)) {
    return { ok: false, message: `Unknown command "${command ?? ''}". ${USAGE}` };
  }

  let brand = DEFAULT_BRAND;
  let port: number = DEFAULT_PORT;
  let apiPort: number = env.apiPort ?? DEFAULT_API_PORT;
  let pspPort: number = DEFAULT_PSP_PORT;

  for (let i = 0; i < rest.length; i += 1) {
    const flag = rest[i];
    const value = rest[i + 1];
    switch (flag) {
      case '--brand':
        if (value === undefined || value.startsWith('--')) {
          return { ok: false, message: `--brand needs a code. Valid codes: ${validBrands.join(', ')}` };
        }
        brand = value.toUpperCase();
        i += 1;
        break;
      case '--port':
      case '--psp-port':
      case '--api-port': {
        const parsed = parsePort(flag, value);
        if (typeof parsed === 'string') return { ok: false, message: parsed };
        if (flag === '--port') port = parsed;
        else if (flag === '--psp-port') pspPort = parsed;
        else apiPort = parsed;
        i += 1;
        break;
      }
      default:
        return { ok: false, message: `Unknown option "${flag ?? ''}". ${USAGE}` };
    }
  }

  if (!validBrands.includes(brand)) {
    return {
      ok: false,
      message: `Unknown brand "${brand}". Valid codes: ${validBrands.join(', ')}`,
    };
  }
  if (command !== 'build' && new Set([port, apiPort, pspPort]).size < 3) {
    return { ok: false, message: `--port (${port}), the API port (${apiPort}) and --psp-port (${pspPort}) must be three different ports` };
  }
  const mailSmtpPort = env.mailSmtpPort ?? DEFAULT_MAIL_SMTP_PORT;
  const mailWebPort = env.mailWebPort ?? DEFAULT_MAIL_WEB_PORT;
  if (command !== 'build' && new Set([port, apiPort, pspPort, mailSmtpPort, mailWebPort]).size < 5) {
    return {
      ok: false,
      message: `MAIL_SMTP_PORT (${mailSmtpPort}) and MAIL_WEB_PORT (${mailWebPort}) must differ from each other and from the storefront (${port}), API (${apiPort}) and payment service (${pspPort}) ports`,
    };
  }
  return { ok: true, options: { command, brand, port, apiPort, pspPort, mailSmtpPort, mailWebPort } };
}
