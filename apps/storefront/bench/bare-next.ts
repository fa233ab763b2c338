import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runToCompletion } from '../cli/processes.ts';
import type { Workspace } from '../cli/storefront-command.ts';
import { firstLoadJs, type JsWeight } from './first-load-js.ts';

const FIXTURE_DIR = path.join(import.meta.dirname, 'bare-next');
const STATIC_PREFIX = '/_next/static/';

/**
 * Builds the one-page fixture app in a temporary folder with the workspace's own `next` and `react`
 * (its node_modules is linked, nothing is installed) and weighs the JS its page loads.
 */
export async function bareNextFirstLoadJs(ws: Workspace): Promise<JsWeight> {
  const appDir = mkdtempSync(path.join(tmpdir(), 'bare-next-'));
  try {
    cpSync(FIXTURE_DIR, appDir, { recursive: true });
    symlinkSync(path.join(ws.rootDir, 'node_modules'), path.join(appDir, 'node_modules'), 'dir');
    writeFileSync(path.join(appDir, 'package.json'), `${JSON.stringify({ name: 'bare-next', private: true, type: 'module' })}\n`);
    console.log(`Building the bare Next.js page in ${appDir}`);
    const code = await runToCompletion(path.join(ws.rootDir, 'node_modules', '.bin', 'next'), ['build', '--webpack'], {
      cwd: appDir,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
    });
    if (code !== 0) throw new Error(`Building the bare Next.js page failed (exit ${code})`);
    const distDir = path.join(appDir, '.next');
    const html = readFileSync(path.join(distDir, 'server', 'app', 'index.html'), 'utf8');
    return await firstLoadJs(html, async (src) => {
      if (!src.startsWith(STATIC_PREFIX)) throw new Error(`the bare page loads a script from outside the build: ${src}`);
      return readFileSync(path.join(distDir, 'static', decodeURIComponent(src.slice(STATIC_PREFIX.length).split('?')[0] ?? '')));
    });
  } finally {
    rmSync(appDir, { recursive: true, force: true });
  }
}
