import type { ManagedProcess } from '../cli/processes.ts';
import { E2E_BRANDS, STACK_ENV, baseUrlEnvName, buildE2eBrands, serveE2eBrand, startStack } from './servers.ts';

/**
 * Builds the e2e brands, starts the commerce stack (mail catcher, payment service, API on a fresh in-memory database),
 * then every e2e brand on its own free port pointing at it; the returned function stops them all.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  await buildE2eBrands();
  const servers: ManagedProcess[] = [];
  const stopAll = async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
  try {
    const stack = await startStack();
    servers.push(...stack.servers);
    process.env[STACK_ENV.psp] = stack.pspUrl;
    process.env[STACK_ENV.mail] = stack.mailUrl;
    for (const brand of E2E_BRANDS) {
      const { url, server } = await serveE2eBrand(brand, { SHOP_API_URL: stack.graphqlUrl });
      servers.push(server);
      process.env[baseUrlEnvName(brand)] = url;
    }
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}
