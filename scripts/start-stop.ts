/**
 * `npm run check:start`: what a newcomer does, checked end to end. Runs `npm start` (GCSIE, an empty embedded
 * database, its own ports) in a process group of its own, as a terminal does; waits until the storefront, the API,
 * the payment service and the mail inbox answer; then sends the whole group SIGINT, as Ctrl-C does. Passes when
 * every process npm start had started (its own group and the services, which run in groups of their own) has ended
 * within the grace period, every port is free again, the database directory is no longer locked, and nothing printed
 * a stack trace. Exits 1 with the reason otherwise. Reads the process tree from /proc (Linux).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { liveDataDirOwner, pidAlive } from '@shop/db/data-dir-lock';
import { freePort } from '@shop/env/free-port';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BRAND = 'GCSIE';
/** Building the brand from nothing takes a few minutes on a 2-core machine. */
const START_TIMEOUT_MS = 15 * 60_000;
/** The API finishes its requests and closes its database; the storefront and the other services end at once. */
const STOP_TIMEOUT_MS = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function answers(url: string): Promise<boolean> {
  try {
    // As a browser asks: the mail inbox answers its page only to a request that accepts HTML.
    const response = await fetch(url, { headers: { accept: 'text/html' }, signal: AbortSignal.timeout(5_000) });
    return response.ok;
  } catch {
    return false;
  }
}

/** Every process below `root` now, from /proc: `npm start`'s services run in process groups of their own. */
function descendants(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent pid is the second field after the command name, which is in parentheses and may hold spaces.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // Ended while being read.
    }
  }
  const found: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift()!) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

const [port, apiPort, pspPort, mailSmtpPort, mailWebPort] = await Promise.all([freePort(), freePort(), freePort(), freePort(), freePort()]);
const dataParent = mkdtempSync(path.join(tmpdir(), 'shop-start-stop-'));
const dataDir = path.join(dataParent, 'pglite');
const ports = { storefront: port, API: apiPort, payments: pspPort, 'mail SMTP': mailSmtpPort, 'mail inbox': mailWebPort };

const env: NodeJS.ProcessEnv = { ...process.env, PGLITE_DATA_DIR: dataDir, MAIL_SMTP_PORT: String(mailSmtpPort), MAIL_WEB_PORT: String(mailWebPort) };
delete env.DATABASE_URL;
delete env.SMTP_URL;
const child = spawn('npm', ['start', '--', '--brand', BRAND, '--port', String(port), '--api-port', String(apiPort), '--psp-port', String(pspPort)], {
  cwd: rootDir,
  env,
  detached: true,
  stdio: ['ignore', 'pipe', 'pipe'],
});
const pgid = child.pid!;
let output = '';
child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));

let started: number[] = [];

function fail(reason: string): never {
  for (const pid of [pgid, ...started, ...descendants(pgid)]) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  rmSync(dataParent, { recursive: true, force: true });
  console.error(`npm start / Ctrl-C: ${reason}\n--- what npm start printed ---\n${output}`);
  process.exit(1);
}

const services = {
  storefront: `http://127.0.0.1:${port}/`,
  API: `http://127.0.0.1:${apiPort}/healthz`,
  payments: `http://127.0.0.1:${pspPort}/`,
  'mail inbox': `http://127.0.0.1:${mailWebPort}/`,
};
const startedAt = Date.now();
let ended: number | string | undefined;
void exited.then((code) => (ended = code));
while (!output.includes('Press Ctrl-C to stop.')) {
  if (ended !== undefined) fail(`it ended (${ended}) before the storefront was up`);
  if (Date.now() - startedAt > START_TIMEOUT_MS) fail(`the storefront was not up after ${START_TIMEOUT_MS / 60_000} minutes`);
  await sleep(500);
}
const startSeconds = Math.round((Date.now() - startedAt) / 1000);
for (const [name, url] of Object.entries(services)) {
  if (!(await answers(url))) fail(`the ${name} did not answer at ${url} once npm start said it was up`);
}

started = descendants(pgid);
const stoppedAt = Date.now();
process.kill(-pgid, 'SIGINT');
const code = await Promise.race([exited, sleep(STOP_TIMEOUT_MS).then(() => 'still running' as const)]);
if (code === 'still running') fail(`npm start was still running ${STOP_TIMEOUT_MS / 1000} s after Ctrl-C`);
for (let left = started.filter(pidAlive); left.length > 0; left = started.filter(pidAlive)) {
  if (Date.now() - stoppedAt > STOP_TIMEOUT_MS) fail(`processes ${left.join(', ')} of npm start were still running ${STOP_TIMEOUT_MS / 1000} s after Ctrl-C`);
  await sleep(200);
}
const stopSeconds = ((Date.now() - stoppedAt) / 1000).toFixed(1);
for (const [name, held] of Object.entries(ports)) {
  if (!(await portFree(held))) fail(`the ${name} port ${held} was still taken after Ctrl-C`);
}
const owner = liveDataDirOwner(dataDir);
if (owner) fail(`the database directory is still locked by process ${owner.pid} (${owner.holder}) after Ctrl-C`);
if (/^\s+at /m.test(output)) fail('a stack trace was printed');
rmSync(dataParent, { recursive: true, force: true });
console.log(`npm start / Ctrl-C: ${BRAND} up with its API, payments and mail inbox in ${startSeconds} s; Ctrl-C ended all ${started.length} processes in ${stopSeconds} s (npm exit ${code}), freed the ports and the database lock.`);
