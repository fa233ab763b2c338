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
export { buildBrand, isBuilt, serveBrand, type BuildOptions, type ServeOptions, type Workspace } from './storefront-command.ts';
export { parseCliEnv, type CliEnv } from './env.ts';
export {
  serveBuiltStorefront, startApi, startBuiltStorefront, startCommerceStack, type CommerceStack, type RunningServer, type ServeStorefrontOptions,
  type StartStorefrontOptions,
} from './local-servers.ts';
export { buildAll, generateSharedCode, summaryTable, type BrandBuildReport, type BuildAllOptions, type BuildStepReport } from './build-all.ts';
export { BUILD_ALL_COMMAND, SMOKE_COMMAND, parseBrandSetArgs, type BrandSetOptions } from './brand-set-args.ts';
export { runToCompletion } from './processes.ts';
