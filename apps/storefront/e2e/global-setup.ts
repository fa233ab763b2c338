import type { ManagedProcess } from '../cli/processes.ts';
import { E2E_BRANDS, STACK_ENV, baseUrlEnvName, startBuiltStorefront, startStack } from './servers.ts';

/**
 * Starts the commerce stack (mail catcher, payment service, API on a fresh in-memory database), then every e2e
 * brand on its own free port pointing at it; the returned function stops them all.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const servers: ManagedProcess[] = [];
  const stopAll = async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
  try {
    const stack = await startStack();
    servers.push(...stack.servers);
    process.env[STACK_ENV.psp] = stack.pspUrl;
    process.env[STACK_ENV.mail] = stack.mailUrl;
    // One brand at a time: a build takes both cores.
    for (const brand of E2E_BRANDS) {
      const { url, server } = await startBuiltStorefront(brand, { SHOP_API_URL: stack.graphqlUrl });
      servers.push(server);
      process.env[baseUrlEnvName(brand)] = url;
    }
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}
