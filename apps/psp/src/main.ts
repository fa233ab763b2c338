import { readConfig } from './config.ts';
import { createPspServer } from './server.ts';

const config = (() => {
  try {
    return readConfig();
  } catch (error) {
    console.error(`psp: ${(error as Error).message}`);
    process.exit(1);
  }
})();

const psp = (() => {
  try {
    return createPspServer({ ...config.server, log: (line) => console.log(`psp: ${line}`) });
  } catch (error) {
    console.error(`psp: ${(error as Error).message}`);
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

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`psp: ${signal} received, stopping`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await psp.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
