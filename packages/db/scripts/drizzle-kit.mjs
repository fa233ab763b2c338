// drizzle-kit is installed at the repository root while drizzle-orm lives in this workspace's own
// node_modules, and drizzle-kit looks drizzle-orm up from its own location. Run it with both
// resolvers (require via NODE_PATH, import via a resolve hook) pointed at this workspace.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const drizzleKitBin = require.resolve('drizzle-kit').replace(/index\.c?js$/, 'bin.cjs');
const workspaceModules = fileURLToPath(new URL('../node_modules', import.meta.url));
const hook = new URL('./register-drizzle-orm-resolution.mjs', import.meta.url).href;

const result = spawnSync(process.execPath, ['--import', hook, drizzleKitBin, ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, NODE_PATH: workspaceModules },
});
process.exit(result.status ?? 1);
