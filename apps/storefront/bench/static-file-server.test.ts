import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticFileServer, fileForPath } from './static-file-server.ts';

describe('fileForPath', () => {
  it('serves a folder URL from its index.html and ignores the query', () => {
    expect(fileForPath('/site', '/gift-cards/?page=2')).toBe('/site/gift-cards/index.html');
    expect(fileForPath('/site', '/')).toBe('/site/index.html');
  });

  it('refuses paths that leave the folder or cannot be decoded', () => {
    expect(fileForPath('/site', '/../etc/passwd')).toBeUndefined();
    expect(fileForPath('/site', '/%2e%2e/secret')).toBeUndefined();
    expect(fileForPath('/site', '/%E0%A4%A')).toBeUndefined();
  });
});

describe('createStaticFileServer', () => {
  let root: string;
  let origin: string;
  let server: Server;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'static-site-'));
    mkdirSync(path.join(root, 'gift-cards'));
    writeFileSync(path.join(root, 'gift-cards', 'index.html'), '<h1>Gift cards</h1>');
    server = createStaticFileServer(root);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(root, { recursive: true, force: true });
  });

  it('answers the saved HTML byte for byte as text/html', async () => {
    const response = await fetch(`${origin}/gift-cards/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toBe('<h1>Gift cards</h1>');
  });

  it('answers 404 for a missing file and for a path outside the folder', async () => {
    expect((await fetch(`${origin}/cart/`)).status).toBe(404);
    expect((await fetch(`${origin}/%2e%2e/%2e%2e/etc/passwd`)).status).toBe(404);
  });
});
