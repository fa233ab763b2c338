import { createDatabase, migrate } from '../client.ts';
import { seed } from './index.ts';

const connection = await createDatabase();
try {
  const started = performance.now();
  await migrate(connection);
  const report = await seed(connection.db, { force: process.argv.includes('--force') });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Seeded ${report.seeded.length} store(s) on ${connection.kind} in ${seconds} s` +
      (report.unchanged.length > 0 ? `; ${report.unchanged.length} unchanged` : ''),
  );
} catch (error) {
  console.error(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await connection.close();
}
