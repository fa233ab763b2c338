import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDatabase, type DatabaseConnection } from './client.ts';
import { DatabaseDirectoryInUseError, liveDataDirOwner, lockDataDir, lockFileFor } from './data-dir-lock.ts';

const rootDir = fileURLToPath(new URL('../../..', import.meta.url));
const tsx = path.join(rootDir, 'node_modules', '.bin', 'tsx');
const child = fileURLToPath(new URL('./__fixtures__/data-dir-lock-child.ts', import.meta.url));
const scratch = mkdtempSync(path.join(tmpdir(), 'shop-db-lock-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let counter = 0;
const freshDir = () => path.join(scratch, `db-${++counter}`);

/** Runs the fixture in another process (never on the Postgres server) and returns its output lines. */
function runChild(args: string[], env: Record<string, string> = {}): Promise<string[]> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  delete childEnv.DATABASE_URL;
  return new Promise((resolve, reject) => {
    execFile(tsx, [child, ...args], { env: childEnv, timeout: 90_000 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${error.message}\n${stderr}`));
      else resolve(stdout.trim().split('\n'));
    });
  });
}

/** The pid of a process that has ended. */
function deadPid(): number {
  const result = spawnSync(process.execPath, ['-e', '']);
  return result.pid;
}

const inUse = (dir: string, pid: number) =>
  new RegExp(`^The database directory ${dir.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} is in use by process ${pid} \\([^)\\n]+\\)\\. Stop it, or set PGLITE_DATA_DIR to another directory\\.$`);

describe('the PGlite data directory lock', () => {
  const open: DatabaseConnection[] = [];
  beforeEach(() => {
    // These are about the embedded database, also when the suite runs against a Postgres server.
    vi.stubEnv('DATABASE_URL', '');
  });
  afterEach(async () => {
    vi.unstubAllEnvs();
    await Promise.all(open.splice(0).map((connection) => connection.close()));
  });

  it('refuses a second open in the same process, with one line naming the directory and the owner, until close()', async () => {
    const dataDir = freshDir();
    const first = await createDatabase({ dataDir });
    open.push(first);
    expect(first.kind).toBe('pglite');
    expect(JSON.parse(readFileSync(lockFileFor(dataDir), 'utf8'))).toMatchObject({ pid: process.pid, hostname: hostname() });

    const refused = await createDatabase({ dataDir }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(DatabaseDirectoryInUseError);
    expect((refused as Error).message).toMatch(inUse(dataDir, process.pid));

    await first.close();
    expect(existsSync(lockFileFor(dataDir))).toBe(false);
    const again = await createDatabase({ dataDir });
    open.push(again);
    await again.db.execute('select 1');
  });

  it('refuses another process while this one has the directory open, and lets it in after close()', async () => {
    const dataDir = freshDir();
    const first = await createDatabase({ dataDir });
    open.push(first);
    expect(await runChild(['open', dataDir])).toEqual([expect.stringMatching(inUse(dataDir, process.pid))]);
    await first.close();
    expect(await runChild(['open', dataDir])).toEqual(['opened']);
    expect(existsSync(lockFileFor(dataDir))).toBe(false);
  });

  it('takes over a lock file whose process no longer runs', async () => {
    const dataDir = freshDir();
    const stalePid = deadPid();
    writeFileSync(lockFileFor(dataDir), JSON.stringify({ pid: stalePid, hostname: hostname(), startedAt: 1, token: 'stale' }));
    const connection = await createDatabase({ dataDir });
    open.push(connection);
    expect(JSON.parse(readFileSync(lockFileFor(dataDir), 'utf8'))).toMatchObject({ pid: process.pid });
  });

  it('gives a stale lock to exactly one of several processes taking it over at once', async () => {
    const dataDir = freshDir();
    writeFileSync(lockFileFor(dataDir), JSON.stringify({ pid: deadPid(), hostname: hostname(), startedAt: 1, token: 'stale' }));
    // Every child starts its attempt at the same moment and holds the lock for a while if it wins.
    const env = { START_AT: String(Date.now() + 8000), HOLD_MS: '3000' };
    const outputs = (await Promise.all([1, 2, 3, 4].map(() => runChild(['lock', dataDir], env)))).map((lines) => lines.join('\n'));
    expect(outputs.filter((output) => output === 'won')).toHaveLength(1);
    for (const output of outputs.filter((output) => output !== 'won')) expect(output).toMatch(inUse(dataDir, Number(/process (\d+)/.exec(output)?.[1])));
    expect(existsSync(lockFileFor(dataDir))).toBe(false);
  });

  it('lets one of two concurrent takeovers in the same process win', async () => {
    const dataDir = freshDir();
    writeFileSync(lockFileFor(dataDir), JSON.stringify({ pid: deadPid(), hostname: hostname(), startedAt: 1, token: 'stale' }));
    const results = await Promise.allSettled([lockDataDir(dataDir, 'the API'), lockDataDir(dataDir, 'the API')]);
    const won = results.filter((result) => result.status === 'fulfilled');
    expect(won).toHaveLength(1);
    expect(results.find((result) => result.status === 'rejected')?.reason).toBeInstanceOf(DatabaseDirectoryInUseError);
    (won[0] as PromiseFulfilledResult<{ release(): void }>).value.release();
    expect(existsSync(lockFileFor(dataDir))).toBe(false);
  });

  it('names what holds the directory: the owner while it runs, nobody once it is gone', async () => {
    const dataDir = freshDir();
    expect(liveDataDirOwner(dataDir)).toBeNull();
    const lock = await lockDataDir(dataDir, 'npm run db:seed');
    expect(liveDataDirOwner(dataDir)).toMatchObject({ pid: process.pid, holder: 'npm run db:seed' });
    const [refusal] = await runChild(['open', dataDir]);
    expect(refusal).toBe(
      `The database directory ${path.resolve(dataDir)} is in use by process ${process.pid} (npm run db:seed). Stop it, or set PGLITE_DATA_DIR to another directory.`,
    );
    lock.release();
    expect(liveDataDirOwner(dataDir)).toBeNull();
    writeFileSync(lockFileFor(dataDir), JSON.stringify({ pid: deadPid(), hostname: hostname(), holder: 'the API', startedAt: 1, token: 'stale' }));
    expect(liveDataDirOwner(dataDir)).toBeNull();
  });

  it('needs no lock in memory', async () => {
    const [a, b] = await Promise.all([createDatabase({ dataDir: 'memory://' }), createDatabase({ dataDir: 'memory://' })]);
    open.push(a, b);
    expect(a.kind).toBe('pglite');
  });
});
