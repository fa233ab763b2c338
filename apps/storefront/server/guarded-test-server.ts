import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** A check the production server runs before Next: true when it answered the request itself. */
export type RequestGuard = (request: IncomingMessage, response: ServerResponse) => boolean;

const servers: Server[] = [];

/** Stops every server `serveBehind` started (each test file calls it after each test). */
export async function closeGuardedServers(): Promise<void> {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
}

/**
 * A server on a free port that lets `guard` answer first and answers everything else as a page would, noting what
 * reached the page (`record` picks what to note of each request).
 */
export async function serveBehind(guard: RequestGuard, record: (request: IncomingMessage) => string) {
  const reached: string[] = [];
  const server = createServer((request, response) => {
    if (guard(request, response)) return;
    reached.push(record(request));
    response.end('page');
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return { origin: `http://127.0.0.1:${address.port}`, reached };
}
