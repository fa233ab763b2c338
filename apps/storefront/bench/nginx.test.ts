import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '@shop/env/free-port';
import { findNginx, nginxConfig, startNginx } from './nginx.ts';

describe('findNginx', () => {
  it('takes NGINX when it names a program, and nothing when it does not', () => {
    expect(findNginx({ NGINX: '/bin/sh' })).toBe('/bin/sh');
    expect(findNginx({ NGINX: '/nowhere/nginx', PATH: '/bin' })).toBeUndefined();
  });

  it('looks in the known places, then on PATH, and finds nothing where there is none', () => {
    const bin = mkdtempSync(path.join(tmpdir(), 'nginx-bin-'));
    try {
      expect(findNginx({ PATH: bin }, [])).toBeUndefined();
      writeFileSync(path.join(bin, 'nginx'), '#!/bin/sh\n', { mode: 0o755 });
      expect(findNginx({ PATH: `/nowhere${path.delimiter}${bin}` }, [])).toBe(path.join(bin, 'nginx'));
      expect(findNginx({ PATH: bin }, ['/bin/sh'])).toBe('/bin/sh');
    } finally {
      rmSync(bin, { recursive: true, force: true });
    }
  });
});

describe('nginxConfig', () => {
  const config = nginxConfig({ root: '/tmp/site', port: 41234, workDir: '/tmp/work' });

  it('runs in the foreground, on loopback, from its own folder', () => {
    expect(config).toMatch(/^daemon off;$/m);
    expect(config).toContain('listen 127.0.0.1:41234;');
    expect(config).toContain('root "/tmp/site";');
    expect(config).toContain('pid "/tmp/work/nginx.pid";');
    expect(config).toContain('client_body_temp_path "/tmp/work/client-body";');
  });

  it('serves a folder from its index.html with sendfile and no access log', () => {
    expect(config).toContain('index index.html;');
    expect(config).toContain('sendfile on;');
    expect(config).toContain('access_log off;');
    expect(config).toContain('log_not_found off;');
  });
});

const nginx = findNginx();

describe.skipIf(!nginx)('startNginx', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'nginx-site-'));
  const workDir = mkdtempSync(path.join(tmpdir(), 'nginx-work-'));
  const stops: (() => Promise<void>)[] = [];

  afterAll(async () => {
    await Promise.all(stops.map((stop) => stop()));
    rmSync(root, { recursive: true, force: true });
    rmSync(workDir, { recursive: true, force: true });
  });

  it('serves the saved HTML under its folder URL as UTF-8 HTML', async () => {
    chmodSync(root, 0o755);
    mkdirSync(path.join(root, 'gift-cards'), { mode: 0o755 });
    writeFileSync(path.join(root, 'index.html'), '<h1>Home</h1>', { mode: 0o644 });
    writeFileSync(path.join(root, 'gift-cards', 'index.html'), '<h1>Gift cards – €10</h1>', { mode: 0o644 });
    const started = await startNginx(nginx ?? '', { root, port: await freePort(), workDir });
    stops.push(() => started.server.stop());
    const response = await fetch(`${started.url}/gift-cards/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toBe('<h1>Gift cards – €10</h1>');
    expect((await fetch(`${started.url}/cart/`)).status).toBe(404);
  });
});
