export {
  DEFAULT_API_PORT,
  DEFAULT_BRAND,
  DEFAULT_PORT,
  STOREFRONT_COMMANDS,
  USAGE_EXIT_CODE,
  parseStorefrontArgs,
  type ParseResult,
  type StorefrontCommand,
  type StorefrontOptions,
} from './args.ts';
export { buildBrand, isBuilt, serveBrand, type BuildOptions, type Workspace } from './storefront-command.ts';
export { parseCliEnv, type CliEnv } from './env.ts';
export { freePort, startApi, startBuiltStorefront, type RunningServer, type StartStorefrontOptions } from './local-servers.ts';
