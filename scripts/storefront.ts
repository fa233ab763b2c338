/** `npm run build|start|dev -- [--brand CODE] [--port N] [--api-port N]` for one storefront brand. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { listBrandCodes } from '@shop/brand-config/node';
import { isInMemoryDataDir, resolvePgliteDataDir } from '@shop/db/data-dir';
import { liveDataDirOwner } from '@shop/db/data-dir-lock';
import { exitOnInvalidEnvironment } from '@shop/env';
import { USAGE_EXIT_CODE, buildBrand, parseCliEnv, parseStorefrontArgs, serveBrand } from '@shop/storefront/cli';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = parseCliEnv(process.env);
if (!env.ok) exitOnInvalidEnvironment(env.problems);
const parsed = parseStorefrontArgs(process.argv.slice(2), listBrandCodes(), env.value);
if (!parsed.ok) {
  console.error(parsed.message);
  process.exit(USAGE_EXIT_CODE);
}

const { options } = parsed;
const embeddedDatabase = (dataDir: string) => ({ dataDir, inMemory: isInMemoryDataDir(dataDir), inUse: () => liveDataDirOwner(dataDir) !== null });
const code =
  options.command === 'build'
    ? await buildBrand({ rootDir }, options.brand)
    : await serveBrand({ rootDir }, { ...options, embeddedDatabase: embeddedDatabase(resolvePgliteDataDir(process.env.PGLITE_DATA_DIR)) });
process.exit(code);
