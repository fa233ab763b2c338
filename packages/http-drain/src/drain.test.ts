import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { DRAIN_QUIET_MS, serveDrainably, type RequestHandler } from './drain.ts';
import { keepAliveLoad } from './testing/keepAliveLoad.ts';

const servers: http.Server[] = [];
const agents: http.Agent[] = [];

afterEach(() => {
  for (const agent of agents.splice(0)) agent.destroy();
  for (const server of servers.splice(0)) server.closeAllConnections();
});

async function drainableServer(handle: RequestHandler) {
  const server = http.createServer();
  servers.push(server);
  const drainable = serveDrainably(server, handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const agent = new http.Agent({ keepAlive: true });
  agents.push(agent);
  const { port } = server.address() as AddressInfo;
  const get = (path = '/') =>
    new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, agent }, (response) => {
          let body = '';
          response.on('data', (chunk) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }));
        })
        .on('error', reject);
    });
  return { server, drainable, get };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A signal a handler gives when it starts: tests drain once a request is in progress, however busy the machine. */
function startSignal(): { readonly started: Promise<void>; readonly start: () => void } {
  let start: () => void = () => {};
  const started = new Promise<void>((resolve) => (start = resolve));
  return { started, start };
}

it('resolves at once when no connection is open, and refuses new connections from then on', async () => {
  const { drainable, get } = await drainableServer(async (_req, res) => void res.end('ok'));
  const started = Date.now();
  expect(await drainable.drain(5_000)).toEqual({ cutConnections: false });
  expect(Date.now() - started).toBeLessThan(DRAIN_QUIET_MS);
  await expect(get()).rejects.toMatchObject({ code: 'ECONNREFUSED' });
});

it('lets a request in progress finish, answered with Connection: close, and waits for its handler', async () => {
  let handlerDone = false;
  const handler = startSignal();
  const { drainable, get } = await drainableServer(async (_req, res) => {
    handler.start();
    await sleep(300);
    res.end('done');
    await sleep(100);
    handlerDone = true;
  });
  const answer = get();
  await handler.started;
  const drained = drainable.drain(5_000);
  expect(await answer).toEqual({ status: 200, connection: 'close', body: 'done' });
  expect(await drained).toEqual({ cutConnections: false });
  expect(handlerDone).toBe(true);
});

it('answers a request that arrives on a kept-alive connection while draining, then closes that connection', async () => {
  const { drainable, get } = await drainableServer(async (_req, res) => void res.end('ok'));
  expect(await get()).toMatchObject({ connection: 'keep-alive' });
  const drained = drainable.drain(5_000);
  expect(await get()).toEqual({ status: 200, connection: 'close', body: 'ok' });
  const started = Date.now();
  await drained;
  expect(Date.now() - started).toBeLessThan(DRAIN_QUIET_MS);
});

it('answers a request written on a quiet connection just before it is closed, while the server was too busy to read it', async () => {
  const { server, drainable } = await drainableServer(async (_req, res) => void res.end('ok'));
  const { port } = server.address() as AddressInfo;
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  const closed = new Promise<string | undefined>((resolve) => {
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code));
    socket.on('close', () => resolve(undefined));
  });
  const request = 'GET / HTTP/1.1\r\nHost: test\r\nConnection: keep-alive\r\n\r\n';
  socket.write(request);
  while (!received.includes('\r\n\r\nok')) await sleep(5);

  const drainStarted = Date.now();
  const drained = drainable.drain(5_000);
  await sleep(DRAIN_QUIET_MS - 100);
  // The write reaches the server's socket at once; then the event loop stays busy past the quiet period, and the
  // next turn of the loop starts with the timers, while the request is still unread.
  await new Promise<void>((resolve) =>
    setImmediate(() => {
      socket.write(request);
      while (Date.now() - drainStarted < DRAIN_QUIET_MS + 100) {
        // busy
      }
      resolve();
    }),
  );

  expect(await closed).toBeUndefined();
  expect(received.split('HTTP/1.1 200 OK')).toHaveLength(3);
  expect(received.toLowerCase()).toContain('connection: close');
  expect(await drained).toEqual({ cutConnections: false });
});

it('closes a kept-alive connection that stays quiet', async () => {
  const { drainable, get } = await drainableServer(async (_req, res) => void res.end('ok'));
  await get();
  const started = Date.now();
  expect(await drainable.drain(5_000)).toEqual({ cutConnections: false });
  expect(Date.now() - started).toBeGreaterThanOrEqual(DRAIN_QUIET_MS - 50);
  expect(Date.now() - started).toBeLessThan(DRAIN_QUIET_MS + 1_000);
});

it('cuts a connection still busy after the grace period, and still waits for its handler', async () => {
  let handlerDone = false;
  const handler = startSignal();
  const { drainable, get } = await drainableServer(async (_req, res) => {
    handler.start();
    await sleep(800);
    handlerDone = true;
    res.end('too late');
  });
  const answerCut = expect(get()).rejects.toMatchObject({ code: 'ECONNRESET' });
  await handler.started;
  expect(await drainable.drain(200)).toEqual({ cutConnections: true });
  expect(handlerDone).toBe(true);
  await answerCut;
});

it('under keep-alive load, every request is answered or refused before it is sent', async () => {
  const { drainable, server } = await drainableServer(async (_req, res) => {
    await sleep(5);
    res.end('ok');
  });
  const { port } = server.address() as AddressInfo;
  const load = keepAliveLoad({ url: `http://127.0.0.1:${port}/`, clients: 8, request: () => ({ body: '{}', headers: {} }) });
  while (load.answered() < 40) await sleep(5);
  expect(await drainable.drain(5_000)).toEqual({ cutConnections: false });
  const outcomes = await load.finished;
  expect(outcomes.filter((outcome) => outcome.kind === 'broken')).toEqual([]);
  expect(outcomes.filter((outcome) => outcome.kind === 'refused')).toHaveLength(8);
});
