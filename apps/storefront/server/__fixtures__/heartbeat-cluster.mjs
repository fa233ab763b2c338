// @ts-check
// A primary watching two workers: the first answers heartbeats and then blocks its event loop for good, the second
// goes on answering. Prints what the primary sees; the test reads it.
import cluster from 'node:cluster';
import { answerHeartbeats, watchHeartbeats } from '../heartbeat.mjs';

if (cluster.isPrimary) {
  watchHeartbeats(cluster, {
    intervalMs: 50,
    timeoutMs: 400,
    onSilent: (worker) => console.log(`silent ${worker.id}`),
  });
  cluster.on('exit', (worker, _code, signal) => {
    console.log(`exit ${worker.id} ${signal}`);
    for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
    setTimeout(() => process.exit(0), 200);
  });
  cluster.fork({ BLOCKS: '1' });
  cluster.fork({ BLOCKS: '' });
} else {
  answerHeartbeats();
  if (process.env.BLOCKS) setTimeout(() => { for (;;); }, 300);
  else setInterval(() => {}, 1_000);
}
