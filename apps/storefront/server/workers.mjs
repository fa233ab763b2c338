// @ts-check
import { availableParallelism } from 'node:os';

/**
 * How many server processes share the port: STOREFRONT_WORKERS, else one per core. A page rendered per request
 * costs a core for its whole render, so a single process leaves every other core idle while visitors queue.
 * @param {string | undefined} setting
 * @param {number} [cores]
 * @returns {{ ok: true, count: number } | { ok: false, message: string }}
 */
export function workerCount(setting, cores = availableParallelism()) {
  if (setting === undefined || setting.trim() === '') return { ok: true, count: Math.max(1, cores) };
  const count = Number(setting);
  if (!Number.isInteger(count) || count < 1 || count > 64) {
    return { ok: false, message: `STOREFRONT_WORKERS must be a whole number from 1 to 64, got "${setting}"` };
  }
  return { ok: true, count };
}
