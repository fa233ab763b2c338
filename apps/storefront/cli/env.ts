import { checkEnvironment, optionalVariable, wholeNumber, type Environment, type EnvironmentCheck } from '@shop/env';
import { z } from 'zod';

/**
 * What `npm run build|start|dev` reads from the environment itself; the services it starts check their own settings
 * (the API, the payment service) and the storefront server its own (src/config/env.ts).
 */
export interface CliEnv {
  /** The API's port when `--api-port` does not say. */
  readonly apiPort: number | undefined;
  /** The local mail catcher's SMTP port. */
  readonly mailSmtpPort: number | undefined;
  /** The local mail catcher's inbox (web) port. */
  readonly mailWebPort: number | undefined;
}

/** Nothing set in the environment. */
export const EMPTY_CLI_ENV: CliEnv = Object.freeze({ apiPort: undefined, mailSmtpPort: undefined, mailWebPort: undefined });

const port = (name: string) => optionalVariable(name, 'a port number (1-65535)', wholeNumber(1, 65_535));

const envSchema = z.object({
  API_PORT: port('API_PORT'),
  MAIL_SMTP_PORT: port('MAIL_SMTP_PORT'),
  MAIL_WEB_PORT: port('MAIL_WEB_PORT'),
});

const portNumber = (value: string | undefined) => (value === undefined ? undefined : Number(value));

export function parseCliEnv(env: Environment): EnvironmentCheck<CliEnv> {
  const checked = checkEnvironment(envSchema, env);
  if (!checked.ok) return checked;
  const { API_PORT, MAIL_SMTP_PORT, MAIL_WEB_PORT } = checked.value;
  return { ok: true, value: Object.freeze({ apiPort: portNumber(API_PORT), mailSmtpPort: portNumber(MAIL_SMTP_PORT), mailWebPort: portNumber(MAIL_WEB_PORT) }) };
}
