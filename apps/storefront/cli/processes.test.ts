import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const processesModule = path.join(path.dirname(fileURLToPath(import.meta.url)), 'processes.ts');

/** Running, not merely waiting to be reaped (a killed orphan stays a zombie until init collects it). */
function alive(pid: number): boolean {
  try {
    const state = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0];
    return state !== undefined && state !== 'Z';
  } catch {
    return false;
  }
}

/** Runs `body` in a fresh Node process that has loaded processes.ts; resolves with what it printed once it has exited. */
function runScript(body: string): Promise<{ output: string; code: number | null }> {
  const script = `import { spawnManaged } from ${JSON.stringify(processesModule)};\n${body}`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    // 'close' waits for every holder of the pipe: a grandchild left running would keep it open.
    child.once('close', (code) => resolve({ output, code }));
  });
}

describe('spawnManaged', () => {
  it('kills what a process started when that process exits without stopping it, and lets go of its output', async () => {
    const { output, code } = await runScript(`
      const sleeper = spawnManaged('sleeper', 'sleep', ['300'], { cwd: process.cwd(), env: process.env });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const pids = (await import('node:child_process')).execFileSync('pgrep', ['-g', String(sleeper.pid ?? '')]).toString();
      console.log('group ' + pids.trim().split('\\n').join(','));
      process.exit(3);
    `);
    expect(code).toBe(3);
    const pids = /group ([\d,]+)/.exec(output)?.[1]?.split(',').map(Number) ?? [];
    expect(pids.length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(pids.filter(alive)).toEqual([]);
  }, 30_000);

  it('passes the output of what it started through', async () => {
    const { output } = await runScript(`
      const echo = spawnManaged('echo', 'echo', ['hello from the child'], { cwd: process.cwd(), env: process.env });
      await echo.exited;
    `);
    expect(output).toContain('hello from the child');
  }, 30_000);
});

describe('holdPort', () => {
  it('holds a port until released: a second hold, like a server started there, does not get it', async () => {
    const { holdPort } = await import('./processes.ts');
    const probe = await holdPort(0);
    expect(probe).not.toBeNull();
    await probe!.release();

    const free = await new Promise<number>((resolve) => {
      const server = createServer();
      server.listen(0, () => {
        const { port } = server.address() as AddressInfo;
        server.close(() => resolve(port));
      });
    });
    const first = await holdPort(free);
    expect(first).not.toBeNull();
    expect(await holdPort(free)).toBeNull();
    await first!.release();
    const again = await holdPort(free);
    expect(again).not.toBeNull();
    await again!.release();
  });
});
