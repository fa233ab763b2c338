import { migrate } from './client.ts';
import { runDatabaseScript } from './cli/run-script.ts';

await runDatabaseScript('Migration failed', async (connection) => {
  await migrate(connection);
  return `Migrations applied on ${connection.kind}`;
});
