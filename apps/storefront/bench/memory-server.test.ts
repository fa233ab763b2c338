import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryServer, readPages } from './memory-server.ts';

describe('Node in-memory server', () => {
  let root: string;
  let origin: string;
  let server: Server;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'memory-site-'));
    mkdirSync(path.join(root, 'gift-cards'));
    writeFileSync(path.join(root, 'index.html'), '<h1>Home – €</h1>');
    writeFileSync(path.join(root, 'gift-cards', 'index.html'), '<h1>Gift cards</h1>');
    writeFileSync(path.join(root, 'gift-cards', 'notes.txt'), 'not a page');
    server = createMemoryServer(readPages(root));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(root, { recursive: true, force: true });
  });

  it('reads each index.html under its folder URL', () => {
    expect([...readPages(root).keys()].sort()).toEqual(['/', '/gift-cards/']);
  });

  it('answers the saved HTML byte for byte as text/html, ignoring the query', async () => {
    const response = await fetch(`${origin}/?utm_source=x`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength('<h1>Home – €</h1>')));
    expect(await response.text()).toBe('<h1>Home – €</h1>');
  });

  it('answers 404 for anything else', async () => {
    expect((await fetch(`${origin}/cart/`)).status).toBe(404);
    expect((await fetch(`${origin}/gift-cards/notes.txt`)).status).toBe(404);
  });
});
