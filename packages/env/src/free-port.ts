import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

const LOWEST_PORT = 15000;
const ATTEMPTS = 100;

/**
 * The first port the kernel hands out on its own: to outgoing connections and to `listen(0)`. A port below it is
 * taken only by a program that asks for it by number, so one found free here stays free until it is used, however
 * many connections the machine opens meanwhile (a port from `listen(0)` could be taken by any of them).
 */
function firstEphemeralPort(): number {
  try {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (low !== undefined && Number.isInteger(low) && low > LOWEST_PORT + 1000) return low;
  } catch {
    // Not Linux: IANA's dynamic range starts at 49152, and Linux's default at 32768; below both is safe.
  }
  return 32768;
}

/** Whether a server could listen on `port` of `host` now (nothing else listens there). */
export function portFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => (error.code === 'EADDRINUSE' ? resolve(false) : reject(error)));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

/** A port this process may not take (a sandbox's rule) is as good as taken when picking one. */
function usable(port: number, host: string): Promise<boolean> {
  return portFree(port, host).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'EACCES') return false;
    throw error;
  });
}

/** A port on `host` that nothing listens on, chosen at random below the kernel's own range (see firstEphemeralPort). */
export async function freePort(host = '127.0.0.1'): Promise<number> {
  const highest = firstEphemeralPort() - 1;
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const port = LOWEST_PORT + Math.floor(Math.random() * (highest - LOWEST_PORT + 1));
    if (await usable(port, host)) return port;
  }
  throw new Error(`No free port on ${host} between ${LOWEST_PORT} and ${highest} after ${ATTEMPTS} tries.`);
}
