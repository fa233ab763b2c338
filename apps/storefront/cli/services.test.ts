import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ManagedProcess } from './processes.ts';
import { ensure, paymentStateFile } from './services.ts';

/** A stand-in for a started service: exits with `code` after `exitAfterMs` (or when stopped). */
function fakeProcess(exitAfterMs: number | null, code = 1): ManagedProcess & { stopped: boolean } {
  let exit!: (code: number | string) => void;
  const exited = new Promise<number | string>((resolve) => (exit = resolve));
  if (exitAfterMs !== null) setTimeout(() => exit(code), exitAfterMs);
  const fake = {
    name: 'api',
    pid: undefined,
    exited,
    stopped: false,
    async stop() {
      fake.stopped = true;
      exit('SIGTERM');
    },
  };
  return fake;
}

const servers: Server[] = [];
/** A port nothing listens on yet, and a function that starts a healthy "other instance" there. */
async function reservedPort(): Promise<{ port: number; listen: () => Promise<void> }> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return {
    port,
    listen: async () => {
      const server = createServer((_req, res) => res.end('{"status":"ok"}'));
      servers.push(server);
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
  };
}

afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('ensure (a service started by two commands side by side)', () => {
  it('uses the other instance when the one it started exits early and the other comes up within the timeout', async () => {
    const { port, listen } = await reservedPort();
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const ours = fakeProcess(100);
    // The twin holds the database while it migrates and seeds, then answers after our copy has long given up.
    let twinStarting = true;
    setTimeout(() => void listen().then(() => (twinStarting = false)), 1500);
    const result = await ensure('API', `http://127.0.0.1:${port}/healthz`, () => ours, { timeoutMs: 10_000, graceMs: 200, anotherStarting: () => twinStarting });
    expect(result).toBeNull();
    expect(log).toHaveBeenCalledWith(`Using the API already running at http://127.0.0.1:${port}`);
  });

  it('still fails when the one it started exits and nothing else comes up', async () => {
    const { port } = await reservedPort();
    const ours = fakeProcess(50);
    const started = Date.now();
    await expect(ensure('API', `http://127.0.0.1:${port}/healthz`, () => ours, { timeoutMs: 10_000, graceMs: 300 })).rejects.toThrow(
      `The API did not come up at http://127.0.0.1:${port}`,
    );
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('fails after the timeout when the one it started never answers, and stops it', async () => {
    const { port } = await reservedPort();
    const ours = fakeProcess(null);
    await expect(ensure('API', `http://127.0.0.1:${port}/healthz`, () => ours, { timeoutMs: 600 })).rejects.toThrow('did not come up');
    expect(ours.stopped).toBe(true);
  });

  it('reuses a service that already answers without starting one', async () => {
    const { port, listen } = await reservedPort();
    await listen();
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const start = vi.fn(() => fakeProcess(null));
    expect(await ensure('API', `http://127.0.0.1:${port}/healthz`, start)).toBeNull();
    expect(start).not.toHaveBeenCalled();
  });

  it('refuses to start or use anything when another program holds the port: it answers, but not as the service', async () => {
    const other = createServer((_req, res) => {
      res.statusCode = 404;
      res.end('not here');
    });
    servers.push(other);
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const { port } = other.address() as AddressInfo;
    const start = vi.fn(() => fakeProcess(null));
    await expect(ensure('API', `http://127.0.0.1:${port}/healthz`, start)).rejects.toThrow(
      `http://127.0.0.1:${port}/healthz answered 404: what holds that port is not a working API; stop it, or choose another port`,
    );
    expect(start).not.toHaveBeenCalled();
  });

  it('does not report the exit of its copy when the address still answers (the twin got the port first)', async () => {
    const { port, listen } = await reservedPort();
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const ours = fakeProcess(1500);
    setTimeout(() => void listen(), 200);
    const watched = await ensure('API', `http://127.0.0.1:${port}/healthz`, () => ours, { timeoutMs: 10_000 });
    expect(watched).not.toBeNull();
    const outcome = await Promise.race([watched!.exited, new Promise((resolve) => setTimeout(() => resolve('still running'), 3000))]);
    expect(outcome).toBe('still running');
    expect(log).toHaveBeenCalledWith(`Using the API already running at http://127.0.0.1:${port}`);
  });

  it('reports the exit of its copy when nothing answers any more', async () => {
    const { port, listen } = await reservedPort();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const ours = fakeProcess(800, 3);
    setTimeout(() => void listen(), 100);
    const watched = await ensure('API', `http://127.0.0.1:${port}/healthz`, () => ours, { timeoutMs: 10_000 });
    await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
    expect(await watched!.exited).toBe(3);
  });
});

describe('the payment service state', () => {
  it('lives beside the embedded database it belongs to, in memory with an in-memory one', () => {
    expect(paymentStateFile('/shop', { dataDir: '/shop/.data/pglite', inMemory: false, server: false })).toBe('/shop/.data/pglite.psp.json');
    expect(paymentStateFile('/shop', { dataDir: '/tmp/probe/pglite', inMemory: false, server: false })).toBe('/tmp/probe/pglite.psp.json');
    expect(paymentStateFile('/shop', { dataDir: 'memory://shop', inMemory: true, server: false })).toBeNull();
    expect(paymentStateFile('/shop', { dataDir: '/shop/.data/pglite', inMemory: false, server: true })).toBe('/shop/.data/psp/state.json');
  });
});
