import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const START = path.join(import.meta.dirname, 'start.mjs');

describe('server/start.mjs', () => {
  it.each(['1', '2'])('without a build, stops with exit 1 and says why in a line, with no stack trace (STOREFRONT_WORKERS=%s)', async (workers) => {
    const failure = await run(process.execPath, [START, '--port', '0'], {
      env: { ...process.env, BRAND: 'GCSIE', STOREFRONT_DIST_TAG: 'never-built', STOREFRONT_WORKERS: workers },
      timeout: 60_000,
    }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    const lines = failure!.stderr.trim().split('\n');
    expect(lines.some((line) => line.startsWith('The storefront cannot start: Could not find a production build'))).toBe(true);
    expect(failure!.stderr).not.toMatch(/^\s+at /m);
  }, 60_000);
});
