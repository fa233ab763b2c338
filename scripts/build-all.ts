/** `npm run build:all -- [--brand CODE ...] [--jobs N] [--tag TAG] [--force]`: every storefront's build. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { listBrandCodes } from '@shop/brand-config/node';
import { BUILD_ALL_COMMAND, USAGE_EXIT_CODE, buildAll, parseBrandSetArgs } from '@shop/storefront/cli';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const parsed = parseBrandSetArgs(process.argv.slice(2), listBrandCodes(), BUILD_ALL_COMMAND);
if (!parsed.ok) {
  console.error(parsed.message);
  process.exit(USAGE_EXIT_CODE);
}
const { distTag, ...options } = parsed.options;
const reports = await buildAll({ rootDir }, { ...options, ...(distTag ? { distTag } : {}) });
process.exit(reports.some((report) => report.result === 'failed') ? 1 : 0);
