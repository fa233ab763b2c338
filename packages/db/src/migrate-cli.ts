import { createDatabase, migrate } from './client.ts';

const connection = await createDatabase();
try {
  await migrate(connection);
  console.log(`Migrations applied on ${connection.kind}`);
} catch (error) {
  console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await connection.close();
}
