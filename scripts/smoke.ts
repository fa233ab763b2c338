/**
 * `npm run smoke -- (--brand CODE ... | --all) [--jobs N] [--tag TAG]`: brings the chosen storefronts' builds up to date
 * (npm run build:all's cache), then walks home → list → product → basket in each, in Chromium, against one API.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { listBrandCodes } from '@shop/brand-config/node';
import { SMOKE_COMMAND, USAGE_EXIT_CODE, buildAll, parseBrandSetArgs, runToCompletion } from '@shop/storefront/cli';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const parsed = parseBrandSetArgs(process.argv.slice(2), listBrandCodes(), SMOKE_COMMAND);
if (!parsed.ok) {
  console.error(parsed.message);
  process.exit(USAGE_EXIT_CODE);
}
const { brands, distTag, jobs, force } = parsed.options;

const reports = await buildAll({ rootDir }, { brands, jobs, force, ...(distTag ? { distTag } : {}) });
const failed = reports.filter((report) => report.result === 'failed').map((report) => report.brand);
if (failed.length > 0) {
  console.error(`Not smoked: ${failed.join(', ')} did not build.`);
  process.exit(1);
}

const appDir = path.join(rootDir, 'apps', 'storefront');
const code = await runToCompletion(path.join(rootDir, 'node_modules', '.bin', 'playwright'), ['test', '--config', 'smoke/playwright.config.ts'], {
  cwd: appDir,
  env: {
    ...process.env,
    SMOKE_BRANDS: brands.join(','),
    SMOKE_WORKERS: String(jobs),
    NEXT_TELEMETRY_DISABLED: '1',
    ...(distTag ? { SMOKE_DIST_TAG: distTag } : {}),
  },
});
process.exit(code);
