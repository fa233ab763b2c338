import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repositoryRoot } from '../data-dir.ts';
import { lockDataDir } from '../data-dir-lock.ts';
import { runToExit, type FinishedRun } from '../testing.ts';

const packageDir = path.join(repositoryRoot, 'packages', 'db');
const tsx = path.join(repositoryRoot, 'node_modules', '.bin', 'tsx');
const scratch = mkdtempSync(path.join(tmpdir(), 'shop-db-scripts-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Runs a script as `npm run db:seed` does: from the package's folder. */
function runScript(script: string, env: Record<string, string>): Promise<FinishedRun> {
  return runToExit(tsx, [script], { cwd: packageDir, env: { ...process.env, DATABASE_URL: '', ...env }, timeoutMs: 120_000 });
}

const inUseLine = (dataDir: string) =>
  `The database directory ${dataDir} is in use by process ${process.pid} (the API). Stop it, or set PGLITE_DATA_DIR to another directory.`;

describe.each([
  ['the seed', 'src/seed/cli.ts'],
  ['the migrations', 'src/migrate-cli.ts'],
])('%s script', (_name, script) => {
  it('stops with one line naming the directory and its owner when another process has the embedded database open', async () => {
    const dataDir = path.join(scratch, `${path.basename(script, '.ts')}-in-use`);
    const lock = await lockDataDir(dataDir, 'the API');
    try {
      const result = await runScript(script, { PGLITE_DATA_DIR: dataDir });
      expect(result.code).toBe(1);
      expect(result.stderr.trim()).toBe(inUseLine(dataDir));
      expect(result.stdout).toBe('');
    } finally {
      lock.release();
    }
  }, 130_000);

  it('stops with one line for a bad setting, before opening anything', async () => {
    const result = await runScript(script, { DATABASE_URL: 'not-a-url' });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe('DATABASE_URL must be a postgres:// or postgresql:// URL, got "not-a-url"');
  }, 130_000);

  it('stops with one line naming a directory that cannot be one', async () => {
    const dataDir = path.join(scratch, `${path.basename(script, '.ts')}-file`);
    writeFileSync(dataDir, 'not a directory');
    const result = await runScript(script, { PGLITE_DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`Cannot use the embedded database directory ${dataDir} (PGLITE_DATA_DIR): `);
  }, 130_000);

  it('stops with one line naming the masked URL of a Postgres server that cannot be reached', async () => {
    const result = await runScript(script, { DATABASE_URL: 'postgres://shop:hunter2@127.0.0.1:1/shop' });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe('Cannot open the database at DATABASE_URL "postgres://shop:***@127.0.0.1:1/shop": connect ECONNREFUSED 127.0.0.1:1');
  }, 130_000);
});

describe('a relative PGLITE_DATA_DIR', () => {
  it('names the same directory under the repository root as the API and npm start use, not one under packages/db', async () => {
    const dataDir = path.join(scratch, 'relative');
    const relative = path.relative(repositoryRoot, dataDir);
    const lock = await lockDataDir(dataDir, 'the API');
    try {
      const result = await runScript('src/migrate-cli.ts', { PGLITE_DATA_DIR: relative });
      expect(result.stderr.trim()).toBe(inUseLine(dataDir));
      expect(result.code).toBe(1);
    } finally {
      lock.release();
      // Where the script would have put it, had it taken the path from its own folder.
      rmSync(path.resolve(packageDir, relative), { recursive: true, force: true });
    }
  }, 130_000);
});
