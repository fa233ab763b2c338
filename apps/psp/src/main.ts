import { exitOnInvalidEnvironment } from '@shop/env';
import { parsePspEnv } from './config.ts';
import { DataFileWriteError } from './persistence/dataFile.ts';
import { CLOSE_GRACE_MS, createPspServer } from './server.ts';

const checked = parsePspEnv(process.env);
if (!checked.ok) exitOnInvalidEnvironment(checked.problems, 'psp: ');
const config = checked.value;

const psp = (() => {
  try {
    return createPspServer({ ...config.server, log: (line) => console.log(`psp: ${line}`) });
  } catch (error) {
    const problem = error instanceof DataFileWriteError ? `the data file ${error.file} (PSP_DATA_FILE) cannot be written: ${error.reason}` : (error as Error).message;
    console.error(`psp: ${problem}`);
    process.exit(1);
  }
})();
const { url } = await psp.listen(config.port, config.host).catch((error: Error) => {
  console.error(`psp: cannot listen on ${config.host}:${config.port}: ${error.message}`);
  process.exit(1);
});
console.log(`Sandbox payment service on ${url}`);
console.log(
  config.server.webhookUrl ? `psp: webhooks go to ${config.server.webhookUrl}` : 'psp: PSP_WEBHOOK_URL not set: events are recorded, not sent',
);
if (config.server.dataFile) console.log(`psp: state persisted to ${config.server.dataFile}`);

/** Beyond the grace period: handlers whose connections were cut get this long to return before the process gives up. */
const SHUTDOWN_MARGIN_MS = 5_000;

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`psp: ${signal} received, finishing the requests in progress`);
  setTimeout(() => {
    console.error(`psp: requests still running ${(CLOSE_GRACE_MS + SHUTDOWN_MARGIN_MS) / 1000} s after ${signal}; exiting`);
    process.exit(1);
  }, CLOSE_GRACE_MS + SHUTDOWN_MARGIN_MS).unref();
  const { cutConnections } = await psp.close(CLOSE_GRACE_MS);
  if (cutConnections) console.error(`psp: requests still running after ${CLOSE_GRACE_MS / 1000} s had their connections closed`);
  console.log('psp: stopped');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
