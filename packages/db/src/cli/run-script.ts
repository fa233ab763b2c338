import { exitOnInvalidEnvironment } from '@shop/env';
import { createDatabase, type DatabaseConnection } from '../client.ts';
import { databaseOpenProblem } from '../open-problem.ts';
import { parseDatabaseEnv } from './env.ts';

/**
 * Runs one database script (`npm run db:seed`, the migrate script) as the API starts: the environment is checked
 * first, then the database opened (and locked, when embedded). Whatever goes wrong is one line on stderr and exit
 * code 1, never a stack trace; `work` answers the line printed on success.
 */
export interface DatabaseScript {
  /** The command an operator ran, named to anyone who finds the database directory in use meanwhile. */
  readonly command: string;
  /** Starts the line printed when the script fails ('Seeding failed'). */
  readonly failurePrefix: string;
}

export async function runDatabaseScript({ command, failurePrefix }: DatabaseScript, work: (connection: DatabaseConnection) => Promise<string>): Promise<void> {
  const checked = parseDatabaseEnv(process.env);
  if (!checked.ok) exitOnInvalidEnvironment(checked.problems);
  const location = checked.value;
  // A Postgres server is first reached by the first query, so its problems can come from `work` too.
  const fail = (error: unknown): void => {
    const message = error instanceof Error ? error.message : String(error);
    console.error(databaseOpenProblem(error, location) ?? `${failurePrefix}: ${message.split('\n')[0]}`);
    process.exitCode = 1;
  };
  let connection: DatabaseConnection;
  try {
    connection = await createDatabase(location.kind === 'postgres' ? { url: location.url } : { url: '', dataDir: location.dataDir, holder: command });
  } catch (error) {
    fail(error);
    return;
  }
  try {
    console.log(await work(connection));
  } catch (error) {
    fail(error);
  } finally {
    await connection.close();
  }
}
