import { migrate } from './client.ts';
import { runDatabaseScript } from './cli/run-script.ts';

await runDatabaseScript({ command: 'npm run migrate -w @shop/db', failurePrefix: 'Migration failed' }, async (connection) => {
  await migrate(connection);
  return `Migrations applied on ${connection.kind}`;
});
