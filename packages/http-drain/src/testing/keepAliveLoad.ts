import http from 'node:http';

/** What became of one request, as its client saw it. */
export type RequestOutcome =
  | { readonly kind: 'answered'; readonly status: number; readonly connection: string | undefined; readonly body: string }
  /** The connection was refused, so the request was never sent. */
  | { readonly kind: 'refused' }
  /** Anything else, e.g. a reset after the request was written: the client cannot know whether it ran. */
  | { readonly kind: 'broken'; readonly sent: boolean; readonly error: string };

export interface KeepAliveLoadOptions {
  /** Where every request is POSTed. */
  readonly url: string;
  /** Loops running side by side, each on a kept-alive connection of its own. */
  readonly clients: number;
  /** The next request's body and headers (content-length is added). */
  readonly request: () => { readonly body: string; readonly headers: Readonly<Record<string, string>> };
}

export interface KeepAliveLoad {
  /** Every outcome so far, in the order they came. */
  readonly outcomes: readonly RequestOutcome[];
  answered(): number;
  /** Resolves once every client has met an outcome other than an answer (the server went away). */
  readonly finished: Promise<readonly RequestOutcome[]>;
}

function post(agent: http.Agent, url: URL, request: ReturnType<KeepAliveLoadOptions['request']>): Promise<RequestOutcome> {
  return new Promise((resolve) => {
    let sent = false;
    const outgoing = http.request(
      url,
      { method: 'POST', agent, headers: { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('close', () => {
          if (!response.complete) return resolve({ kind: 'broken', sent: true, error: 'the response was cut off' });
          resolve({ kind: 'answered', status: response.statusCode ?? 0, connection: response.headers.connection, body: Buffer.concat(chunks).toString('utf8') });
        });
      },
    );
    // Written to the socket in full: from here on the server may have run it.
    outgoing.on('finish', () => (sent = true));
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      resolve(error.code === 'ECONNREFUSED' && !sent ? { kind: 'refused' } : { kind: 'broken', sent, error: `${error.code ?? 'error'}: ${error.message}` });
    });
    outgoing.end(request.body);
  });
}

/**
 * Clients that send one POST after another on kept-alive connections until the server stops answering, the way a
 * busy upstream (a storefront, a payment provider) does; for checking what a shutdown under load does to them.
 */
export function keepAliveLoad(options: KeepAliveLoadOptions): KeepAliveLoad {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.clients });
  const url = new URL(options.url);
  const outcomes: RequestOutcome[] = [];
  let answered = 0;
  const clients = Array.from({ length: options.clients }, async () => {
    for (;;) {
      const outcome = await post(agent, url, options.request());
      outcomes.push(outcome);
      if (outcome.kind !== 'answered') return;
      answered += 1;
    }
  });
  const finished = Promise.all(clients).then(() => {
    agent.destroy();
    return outcomes;
  });
  return { outcomes, answered: () => answered, finished };
}
