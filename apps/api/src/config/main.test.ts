import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase } from '@shop/db';
import { runToExit, type FinishedRun } from '@shop/db/testing';
import { expect, it } from 'vitest';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));
const tsx = path.join(apiDir, '..', '..', 'node_modules', '.bin', 'tsx');

function runMain(env: Record<string, string>): Promise<FinishedRun> {
  return runToExit(tsx, ['src/main.ts'], { cwd: apiDir, env: { ...process.env, PGLITE_DATA_DIR: 'memory://', ...env }, timeoutMs: 60_000 });
}

it('a bad DATABASE_URL stops the API at once: exit 1, one line, no stack trace', async () => {
  const result = await runMain({ DATABASE_URL: 'not-a-url', PORT: '0' });
  expect(result.code).toBe(1);
  expect(result.stderr.trim()).toBe('DATABASE_URL must be a postgres:// or postgresql:// URL, got "not-a-url"');
  expect(result.stdout).toBe('');
}, 70_000);

it('every bad setting is one line, secrets masked', async () => {
  const result = await runMain({ DATABASE_URL: 'mysql://root:hunter2@db/shop', TRUST_PROXY: 'true', PORT: '0' });
  expect(result.code).toBe(1);
  expect(result.stderr.trim().split('\n')).toEqual([
    'DATABASE_URL must be a postgres:// or postgresql:// URL, got "mysql://root:***@db/shop"',
    'TRUST_PROXY must be 0, 1 (a proxy on this machine or a private network) or a comma-separated list of proxy addresses, CIDR ranges and the names loopback, linklocal, uniquelocal, got "true"',
  ]);
}, 70_000);

it('an embedded database directory in use stops the API with one line naming it and its owner', async () => {
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'shop-api-main-')), 'pglite');
  const owner = await createDatabase({ url: '', dataDir, holder: 'npm run db:seed' });
  try {
    const result = await runMain({ DATABASE_URL: '', PGLITE_DATA_DIR: dataDir, PORT: '0' });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      `The database directory ${dataDir} is in use by process ${process.pid} (npm run db:seed). Stop it, or set PGLITE_DATA_DIR to another directory.`,
    );
  } finally {
    await owner.close();
    rmSync(path.dirname(dataDir), { recursive: true, force: true });
  }
}, 120_000);

it('a Postgres server that cannot be reached stops the API with one line naming the masked URL, no stack trace', async () => {
  const result = await runMain({ DATABASE_URL: 'postgres://shop:hunter2@127.0.0.1:1/shop', PORT: '0' });
  expect(result.code).toBe(1);
  const lines = result.stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toBe('Cannot open the database at DATABASE_URL "postgres://shop:***@127.0.0.1:1/shop": connect ECONNREFUSED 127.0.0.1:1');
}, 70_000);

it('an embedded database directory that cannot be one (a file in its place) stops the API with one line naming it', async () => {
  const parent = mkdtempSync(path.join(tmpdir(), 'shop-api-main-'));
  const dataDir = path.join(parent, 'pglite');
  writeFileSync(dataDir, 'not a directory');
  try {
    const result = await runMain({ DATABASE_URL: '', PGLITE_DATA_DIR: dataDir, PORT: '0' });
    expect(result.code).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`Cannot use the embedded database directory ${dataDir} (PGLITE_DATA_DIR): `);
  } finally {
    rmSync(parent, { recursive: true, force: true });
  }
}, 70_000);

it('a port already taken stops the API with one line naming it, no stack trace', async () => {
  const holder = createServer();
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
  const { port } = holder.address() as { port: number };
  try {
    const result = await runMain({ DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1' });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(`Port ${port} on 127.0.0.1 is already in use (another API, or another program): stop it, or choose another port with PORT.`);
  } finally {
    await new Promise((resolve) => holder.close(resolve));
  }
}, 180_000);
