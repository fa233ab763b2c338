import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';

it('kills the worker whose event loop stopped turning, and only that one', () => {
  const fixture = path.join(import.meta.dirname, '__fixtures__', 'heartbeat-cluster.mjs');
  const run = spawnSync(process.execPath, [fixture], { encoding: 'utf8', timeout: 15_000 });
  expect(run.error).toBeUndefined();
  const lines = run.stdout.trim().split('\n');
  expect(lines[0]).toBe('silent 1');
  expect(lines[1]).toBe('exit 1 SIGKILL');
  expect(lines).not.toContain('silent 2');
});
