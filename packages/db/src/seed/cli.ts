import { migrate } from '../client.ts';
import { runDatabaseScript } from '../cli/run-script.ts';
import { seed } from './index.ts';

await runDatabaseScript({ command: 'npm run db:seed', failurePrefix: 'Seeding failed' }, async (connection) => {
  const started = performance.now();
  await migrate(connection);
  const report = await seed(connection.db, { force: process.argv.includes('--force') });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  return `Seeded ${report.seeded.length} store(s) on ${connection.kind} in ${seconds} s` + (report.unchanged.length > 0 ? `; ${report.unchanged.length} unchanged` : '');
});
