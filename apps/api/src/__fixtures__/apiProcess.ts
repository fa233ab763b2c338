import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TypedDocumentNode } from '@shop/graphql/operations';
import { print } from 'graphql';
import pg from 'pg';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const repoDir = path.resolve(apiDir, '..', '..');

/** A database that outlives one API process: a PGlite directory, or a new database on the server `serverUrl` names. */
export interface DurableDatabase {
  /** What an API process needs in its environment to open it. */
  readonly env: Readonly<Record<string, string>>;
  /** Runs SQL on it (Postgres server only; null on PGlite, which one process owns at a time). */
  readonly url: string | null;
  drop(): Promise<void>;
}

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

export async function durableDatabase(serverUrl = process.env.DATABASE_URL): Promise<DurableDatabase> {
  if (!serverUrl) {
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-api-'));
    return { env: { PGLITE_DATA_DIR: dir }, url: null, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `shop_process_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { env: { DATABASE_URL: url.toString() }, url: url.toString(), drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

export interface ServiceProcess {
  readonly process: ChildProcess;
  /** SIGKILL to the whole process group. */
  kill(): Promise<void>;
  /** SIGTERM, as a process manager would send it, and waits for the exit. */
  stop(): Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    if (await fetch(url).then((response) => response.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function spawnService(cwd: string, script: string, env: Readonly<Record<string, string>>): ServiceProcess {
  // tsx as a loader, not its CLI: the CLI runs the program in a child process and SIGKILLs it when it does not
  // acknowledge a relayed signal within 30 ms, which a busy event loop (PGlite under load) does not.
  const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd, env: { ...process.env, ...env }, stdio: 'ignore', detached: true });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, name);
  };
  return {
    process: child,
    async kill() {
      signal('SIGKILL');
      await exited;
    },
    async stop() {
      signal('SIGTERM');
      await exited;
    },
  };
}

/** The API as `npm start` runs it (its own package, its job worker), on `port`, answering once healthy. */
export async function startApiProcess(port: number, env: Readonly<Record<string, string>>): Promise<ServiceProcess> {
  // Rate limits count in the test's own database unless it says otherwise: a shared Redis (REDIS_URL) would carry
  // counts from earlier runs on the same address.
  const api = spawnService(apiDir, 'src/main.ts', { RATE_LIMIT_STORE: 'database', PORT: String(port), ...env });
  // A first start migrates and seeds every store.
  await waitForHealth(`http://127.0.0.1:${port}/healthz`, api.process, 300_000);
  return api;
}

/** The sandbox payment service in a process of its own. */
export async function startPspProcess(port: number, env: Readonly<Record<string, string>>): Promise<ServiceProcess> {
  const psp = spawnService(path.join(repoDir, 'apps', 'psp'), 'src/main.ts', { PSP_PORT: String(port), PSP_HOST: '127.0.0.1', ...env });
  await waitForHealth(`http://127.0.0.1:${port}/healthz`, psp.process, 60_000);
  return psp;
}

/** A GraphQL call over HTTP, as a storefront makes it. */
export function graphqlAt(origin: string) {
  return async <Result, Variables>(document: TypedDocumentNode<Result, Variables>, variables: Variables): Promise<Result> => {
    const response = await fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: print(document), variables }),
    });
    const body = (await response.json()) as { data?: Result; errors?: unknown };
    if (!body.data) throw new Error(`GraphQL request failed: ${JSON.stringify(body.errors)}`);
    return body.data;
  };
}
