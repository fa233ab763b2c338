import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase } from '@shop/db';
import { expect, it } from 'vitest';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));
const tsx = path.join(apiDir, '..', '..', 'node_modules', '.bin', 'tsx');

function runMain(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, ['src/main.ts'], { cwd: apiDir, env: { ...process.env, PGLITE_DATA_DIR: 'memory://', ...env }, timeout: 60_000 });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
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
    'TRUST_PROXY must be 0 or 1, got "true"',
  ]);
}, 70_000);

it('an embedded database directory in use stops the API with one line naming it and its owner', async () => {
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'shop-api-main-')), 'pglite');
  const owner = await createDatabase({ url: '', dataDir });
  try {
    const result = await runMain({ DATABASE_URL: '', PGLITE_DATA_DIR: dataDir, PORT: '0' });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      `The database directory ${dataDir} is in use by process ${process.pid} (another API). Stop it, or set PGLITE_DATA_DIR to another directory.`,
    );
  } finally {
    await owner.close();
    rmSync(path.dirname(dataDir), { recursive: true, force: true });
  }
}, 120_000);
