import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { createDatabase, migrate, type DatabaseConnection } from './client.ts';
import { TEMPLATE_KEY } from './test-database-template.ts';

/**
 * A migrated, empty database for one test file: in-memory PGlite, or — when `DATABASE_URL` is set —
 * a freshly created database on that server, dropped again by `close()`, so parallel runs never collide.
 * In memory, it starts from the run's migrated template when the suite has one (`test-database-template.ts`).
 */
export async function createTestDatabase(): Promise<DatabaseConnection> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const template = await embeddedTemplate();
    if (template) return createDatabase({ dataDir: 'memory://', initialContents: new Blob([await readFile(template)]) });
    const connection = await createDatabase({ dataDir: 'memory://' });
    await migrate(connection);
    return connection;
  }

  const databaseName = `shop_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(serverUrl, (admin) => admin.query(`CREATE DATABASE "${databaseName}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  const connection = await createDatabase({ url: url.toString(), poolSize: 4 });
  try {
    await migrate(connection);
  } catch (error) {
    await connection.close();
    await dropDatabase(serverUrl, databaseName);
    throw error;
  }
  return {
    db: connection.db,
    kind: connection.kind,
    close: async () => {
      await connection.close();
      await dropDatabase(serverUrl, databaseName);
    },
  };
}

/** The run's migrated template, when a Vitest suite made one (a benchmark's database has none). */
async function embeddedTemplate(): Promise<string | undefined> {
  if (!process.env.VITEST) return undefined;
  const { inject } = await import('vitest');
  return inject(TEMPLATE_KEY);
}

async function dropDatabase(serverUrl: string, databaseName: string): Promise<void> {
  await withAdminClient(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`));
}

async function withAdminClient(serverUrl: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
}

/** What a program run to its end printed, and its exit code (null when a signal or the time limit ended it). */
export interface FinishedRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs a program that owns or opens a database (a script, the API) to its end, collecting what it prints: for the
 * tests of what such a program says and how it exits.
 */
export function runToExit(command: string, args: readonly string[], options: { readonly cwd: string; readonly env: NodeJS.ProcessEnv; readonly timeoutMs: number }): Promise<FinishedRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, timeout: options.timeoutMs });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}
