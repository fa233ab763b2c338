// @ts-check
/** @typedef {import('node:cluster').Cluster} Cluster */
/** @typedef {import('node:cluster').Worker} Worker */

const ASK = 'storefront:heartbeat';
const ALIVE = 'storefront:alive';

/** How often the primary asks each worker whether its event loop still turns, and how long a silence it allows. */
export const HEARTBEAT = { intervalMs: 5_000, timeoutMs: 30_000 };

/** In a worker: answers the primary's heartbeat from the event loop, so a process whose loop never yields falls silent. */
export function answerHeartbeats() {
  process.on('message', (message) => {
    if (message === ASK) process.send?.(ALIVE);
  });
}

/**
 * In the primary: a worker that has not answered for `timeoutMs` is held by code that never yields (a render that
 * starts over forever, a loop): it serves nobody and would never exit by itself, so it is killed, and the supervisor's
 * exit handler starts another. Returns a function that stops watching.
 * @param {Cluster} cluster
 * @param {{ intervalMs: number, timeoutMs: number, onSilent: (worker: Worker) => void }} options
 */
export function watchHeartbeats(cluster, { intervalMs, timeoutMs, onSilent }) {
  /** @type {Map<number, number>} */
  const lastHeard = new Map();
  cluster.on('online', (worker) => lastHeard.set(worker.id, Date.now()));
  cluster.on('message', (worker, message) => {
    if (message === ALIVE) lastHeard.set(worker.id, Date.now());
  });
  cluster.on('exit', (worker) => lastHeard.delete(worker.id));
  const timer = setInterval(() => {
    const now = Date.now();
    for (const worker of Object.values(cluster.workers ?? {})) {
      const heard = worker && lastHeard.get(worker.id);
      if (!worker || heard === undefined || !worker.isConnected()) continue;
      if (now - heard > timeoutMs) {
        lastHeard.delete(worker.id);
        onSilent(worker);
        worker.process.kill('SIGKILL');
      } else {
        // With a callback, a channel closing at this moment is reported to it rather than as the worker's 'error' event.
        worker.send(ASK, () => {});
      }
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
