import { checkEnvironment, oneOf, optionalVariable, urlWith, type Environment, type EnvironmentCheck } from '@shop/env';
import { TRUST_PROXY_FORMAT, trustedProxies } from '@shop/env/proxy-trust';
import { z } from 'zod';

/**
 * The storefront server's settings. next.config.ts checks them once, when `next build`, `next start` or `next dev`
 * starts, and stops with one line per problem; the server then reads them where it needs them.
 */
export interface StorefrontEnv {
  /** The commerce API's GraphQL endpoint. */
  readonly shopApiUrl: string;
  readonly nodeEnv: 'development' | 'test' | 'production' | undefined;
  /** A second build of the same brand goes to `dist/<brand>-<tag>`. */
  readonly distTag: string | undefined;
  /** Another brands folder to build from (tests use a broken copy). */
  readonly brandsDir: string | undefined;
}

export const DEFAULT_SHOP_API_URL = 'http://127.0.0.1:4000/graphql';

/** Each variable's rule, also for code that reads one variable per call. */
export const storefrontVariables = {
  SHOP_API_URL: optionalVariable('SHOP_API_URL', "an http:// or https:// URL (the API's GraphQL endpoint)", urlWith('http:', 'https:')),
  NODE_ENV: optionalVariable('NODE_ENV', 'development, test or production', oneOf('development', 'test', 'production')),
  STOREFRONT_DIST_TAG: optionalVariable('STOREFRONT_DIST_TAG', 'letters, digits, - or _ (it ends a folder name)', (value) => /^[\w-]{1,40}$/.test(value)),
  BRANDS_DIR: optionalVariable('BRANDS_DIR', 'a directory path', (value) => !value.includes('\0')),
  // Read by server/start.mjs: the proxies in front of the storefront whose X-Forwarded-For and -Host are believed.
  TRUST_PROXY: optionalVariable('TRUST_PROXY', TRUST_PROXY_FORMAT, (value) => trustedProxies(value) !== null),
};
const envSchema = z.object(storefrontVariables);

export function parseStorefrontEnv(env: Environment = process.env): EnvironmentCheck<StorefrontEnv> {
  const checked = checkEnvironment(envSchema, env);
  if (!checked.ok) return checked;
  const vars = checked.value;
  return {
    ok: true,
    value: Object.freeze({
      shopApiUrl: new URL(vars.SHOP_API_URL ?? DEFAULT_SHOP_API_URL).toString(),
      nodeEnv: vars.NODE_ENV as StorefrontEnv['nodeEnv'],
      distTag: vars.STOREFRONT_DIST_TAG,
      brandsDir: vars.BRANDS_DIR,
    }),
  };
}
