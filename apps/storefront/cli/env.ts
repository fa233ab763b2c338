import { checkEnvironment, optionalVariable, wholeNumber, type Environment, type EnvironmentCheck } from '@shop/env';
import { z } from 'zod';

/**
 * What `npm run build|start|dev` reads from the environment itself; the services it starts check their own settings
 * (the API, the payment service) and the storefront server its own (src/config/env.ts).
 */
export interface CliEnv {
  /** The API's port when `--api-port` does not say. */
  readonly apiPort: number | undefined;
}

const envSchema = z.object({
  API_PORT: optionalVariable('API_PORT', 'a port number (1-65535)', wholeNumber(1, 65_535)),
});

export function parseCliEnv(env: Environment): EnvironmentCheck<CliEnv> {
  const checked = checkEnvironment(envSchema, env);
  if (!checked.ok) return checked;
  return { ok: true, value: Object.freeze({ apiPort: checked.value.API_PORT === undefined ? undefined : Number(checked.value.API_PORT) }) };
}
