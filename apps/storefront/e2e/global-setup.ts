import type { ManagedProcess } from '../cli/processes.ts';
import { E2E_BRANDS, baseUrlEnvName, startApi, startBuiltStorefront } from './servers.ts';

/**
 * Starts one API on a fresh in-memory database, then every e2e brand on its own free port
 * pointing at it; the returned function stops them all.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const servers: ManagedProcess[] = [];
  const stopAll = async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
  try {
    const api = await startApi();
    servers.push(api.server);
    // One brand at a time: a build takes both cores.
    for (const brand of E2E_BRANDS) {
      const { url, server } = await startBuiltStorefront(brand, { SHOP_API_URL: api.graphqlUrl });
      servers.push(server);
      process.env[baseUrlEnvName(brand)] = url;
    }
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}
