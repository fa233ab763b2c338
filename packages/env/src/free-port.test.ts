import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort } from './free-port.ts';

function listenOn(port: number): Promise<() => Promise<void>> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(() => new Promise((done) => server.close(() => done()))));
  });
}

describe('freePort', () => {
  it('finds a port that can be listened on, outside the range the kernel gives outgoing connections', async () => {
    const port = await freePort();
    const close = await listenOn(port);
    await close();
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    expect(port).toBeLessThan(low ?? 32768);
  });

  it('never hands out a port something listens on', async () => {
    const held: { port: number; close: () => Promise<void> }[] = [];
    for (let round = 0; round < 20; round += 1) {
      const port = await freePort();
      held.push({ port, close: await listenOn(port) });
    }
    const ports = new Set(held.map(({ port }) => port));
    expect(ports.size).toBe(held.length);
    await Promise.all(held.map(({ close }) => close()));
  });
});
