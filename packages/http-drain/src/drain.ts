import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import net from 'node:net';

/** A request handler that answers every request itself, errors included (it never rejects). */
export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export interface DrainOutcome {
  /** Connections still busy when the grace period ran out, closed mid-request. */
  readonly cutConnections: boolean;
}

/**
 * How long a kept-alive connection may stay quiet on drain before it is closed. Closing an idle connection at
 * once races with its client: a request written just then (or still unread while the event loop is busy) meets
 * a reset, and the client cannot tell whether it ran. Within this window such a request is answered instead,
 * with `Connection: close`; what is still idle after it had nothing coming.
 */
export const DRAIN_QUIET_MS = 1_000;

export interface DrainableServer {
  /**
   * Stops accepting connections at once and lets the requests in progress finish; their responses, and those
   * of requests that still arrive on open connections, say `Connection: close`, so each connection ends after
   * its response. Connections idle for `DRAIN_QUIET_MS` are closed, and those still busy after `graceMs` are
   * cut. Resolves once every connection is closed and every handler has returned (also those whose
   * connection was cut, so whatever they write is written before the caller closes the database).
   */
  drain(graceMs: number): Promise<DrainOutcome>;
}

/** Serves `server`'s requests with `handle`, keeping count of them so the server can be drained. */
export function serveDrainably(server: Server, handle: RequestHandler): DrainableServer {
  const handlers = new Set<Promise<void>>();
  const unanswered = new Set<ServerResponse>();
  let draining = false;

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (draining) res.setHeader('connection', 'close');
    unanswered.add(res);
    res.once('close', () => unanswered.delete(res));
    const running: Promise<void> = handle(req, res).finally(() => handlers.delete(running));
    handlers.add(running);
  });

  return {
    async drain(graceMs) {
      draining = true;
      for (const res of unanswered) if (!res.headersSent) res.setHeader('connection', 'close');
      let cutConnections = false;
      await new Promise<void>((resolve) => {
        // The timer runs before the event loop polls for input, so a request written while the loop was busy would
        // still be unread, its connection idle, and closing it would reset the request. Deferring the close to after
        // the next poll lets such a request be read first, and so answered.
        const closeQuiet = setTimeout(() => setImmediate(() => server.closeIdleConnections()), Math.min(DRAIN_QUIET_MS, graceMs));
        const cutBusy = setTimeout(() => {
          cutConnections = true;
          server.closeAllConnections();
        }, graceMs);
        // net.Server's close (http.Server extends it) stops listening without http's immediate closing of idle
        // connections. The callback runs once every connection is closed; at once, with an error that changes
        // nothing here, when the server was not listening.
        net.Server.prototype.close.call(server, () => {
          clearTimeout(closeQuiet);
          clearTimeout(cutBusy);
          resolve();
        });
      });
      await Promise.allSettled(handlers);
      return { cutConnections };
    },
  };
}
