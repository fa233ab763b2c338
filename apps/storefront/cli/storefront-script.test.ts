import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BRAND_CODES } from '@shop/brand-config';
import { describe, expect, it } from 'vitest';
import { freePort } from '@shop/env/free-port';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function runScript(args: string[], env: Record<string, string> = {}) {
  return spawnSync(path.join(rootDir, 'node_modules/.bin/tsx'), ['scripts/storefront.ts', ...args], {
    cwd: rootDir,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

describe('scripts/storefront.ts', () => {
  it.each(['build', 'start', 'dev'])('%s with an unknown brand exits 2 at once, listing every valid code', (command) => {
    const result = runScript([command, '--brand', 'NOPE']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Unknown brand "NOPE"');
    for (const code of BRAND_CODES) expect(result.stderr).toContain(code);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  }, 30_000);

  it('a bad API_PORT stops it before anything is built or started: one line naming it, exit 1', () => {
    const result = runScript(['start'], { API_PORT: 'abc' });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe('API_PORT must be a port number (1-65535), got "abc"');
    expect(result.stdout).toBe('');
  }, 30_000);

  it('start on a port another program holds stops before anything is built or started: one line naming the port, exit 1', async () => {
    const other = createServer();
    await new Promise<void>((resolve) => other.listen(0, resolve));
    const { port } = other.address() as { port: number };
    try {
      const result = runScript(['start', '--port', String(port)]);
      expect(result.status).toBe(1);
      expect(result.stderr.trim()).toBe(`Port ${port} is already in use (another program, or a storefront started before): stop it, or choose another port with --port N.`);
      expect(result.stdout).toBe('');
    } finally {
      other.close();
    }
  }, 30_000);

  it('start with the mail catcher\'s SMTP port held by another program stops before anything is built or started: one line naming it, exit 1', async () => {
    const other = createServer();
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const { port } = other.address() as { port: number };
    const [storefrontPort, mailWebPort] = [await freePort(), await freePort()];
    try {
      const result = runScript(['start', '--port', String(storefrontPort)], { MAIL_SMTP_PORT: String(port), MAIL_WEB_PORT: String(mailWebPort), SMTP_URL: '' });
      expect(result.status).toBe(1);
      expect(result.stderr.trim()).toBe(
        `Port ${port} on 127.0.0.1 (the mail catcher's SMTP) is already in use by another program: stop it, or choose another port with MAIL_SMTP_PORT.`,
      );
      expect(result.stdout).toBe('');
    } finally {
      other.close();
    }
  }, 30_000);
});
