import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

export interface ManagedProcess {
  readonly name: string;
  /** The process group's id (its leader's pid); undefined when the command could not be started. */
  readonly pid: number | undefined;
  /** Resolves with the exit code (or the signal name) once the whole process group is gone. */
  readonly exited: Promise<number | string>;
  /** Sends SIGTERM to the process group, then SIGKILL if it is still alive after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

export interface SpawnOptions {
  readonly cwd: string;
  readonly env: NodeJS.ProcessEnv;
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Process groups started here that may still be running: killed when this process exits, whatever the reason. */
const liveGroups = new Set<number>();
let killOnExitInstalled = false;

function killLiveGroupsOnExit(): void {
  if (killOnExitInstalled) return;
  killOnExitInstalled = true;
  // 'exit' handlers run synchronously, and process.kill is synchronous: a runner that ends without stopping what it
  // started (a timed-out test run, an uncaught error) leaves no server holding a port or its parent's output open.
  process.on('exit', () => {
    for (const pid of liveGroups) signalGroup(pid, 'SIGKILL');
  });
}

/**
 * Starts a command in its own process group so stopping it also stops everything it spawned
 * (npm → tsx → node, next → its workers): no orphans after Ctrl-C, nor after this process exits.
 * Output goes through this process's own streams, so a group outliving it never holds its parent's pipes open.
 */
export function spawnManaged(name: string, command: string, args: readonly string[], options: SpawnOptions): ManagedProcess {
  killLiveGroupsOnExit();
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  child.stdout?.pipe(process.stdout, { end: false });
  child.stderr?.pipe(process.stderr, { end: false });
  if (child.pid !== undefined) liveGroups.add(child.pid);
  const exited = new Promise<number | string>((resolve) => {
    child.once('error', () => resolve(127));
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 1));
  });
  let stopping: Promise<void> | undefined;
  return {
    name,
    pid: child.pid,
    exited,
    stop(graceMs = 5000) {
      stopping ??= (async () => {
        const pid = child.pid;
        if (pid === undefined) return;
        signalGroup(pid, 'SIGTERM');
        const deadline = Date.now() + graceMs;
        const timer = setTimeout(() => signalGroup(pid, 'SIGKILL'), graceMs);
        await exited;
        // The leader may exit before the program it runs has shut down (npm leaves while the API still closes its
        // database): the rest of the group gets what is left of the grace period, then whatever lingers is killed.
        while (Date.now() < deadline && groupAlive(pid)) await new Promise((resolve) => setTimeout(resolve, 100));
        clearTimeout(timer);
        signalGroup(pid, 'SIGKILL');
        liveGroups.delete(pid);
      })();
      return stopping;
    },
  };
}

/** Runs a command to completion with inherited output and returns its exit code. */
export async function runToCompletion(command: string, args: readonly string[], options: SpawnOptions): Promise<number> {
  const child = spawnManaged(command, command, args, options);
  const interrupt = (): void => {
    void child.stop().then(() => process.exit(130));
  };
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);
  const result = await child.exited;
  process.off('SIGINT', interrupt);
  process.off('SIGTERM', interrupt);
  return typeof result === 'number' ? result : 1;
}

/** The status `url` answers with, or null when nothing answers there (refused, timed out). */
export async function statusAt(url: string): Promise<number | null> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000), redirect: 'manual' });
    await response.body?.cancel();
    return response.status;
  } catch {
    return null;
  }
}

export async function answers(url: string): Promise<boolean> {
  const status = await statusAt(url);
  return status !== null && status < 500;
}

/** A port held, on every address, until `release`. */
export interface PortHold {
  release(): Promise<void>;
}

/**
 * Holds `port` so that nothing else gets it until released; null when something already listens there. Taken
 * before anything starts, it also lets only one of two commands started side by side on the same port go on.
 */
export function holdPort(port: number): Promise<PortHold | null> {
  return new Promise((resolve, reject) => {
    const holder = createServer((socket) => socket.destroy());
    holder.once('error', (error: NodeJS.ErrnoException) => (error.code === 'EADDRINUSE' ? resolve(null) : reject(error)));
    holder.listen(port, () => {
      // Never what keeps the command's process alive.
      holder.unref();
      resolve({ release: () => new Promise<void>((released) => holder.close(() => released())) });
    });
  });
}

/**
 * Polls `url` until it answers. Gives up early when `gaveUp` settles (the server process died)
 * and after `timeoutMs`.
 */
export async function waitUntilAnswering(url: string, gaveUp: Promise<unknown>, timeoutMs = 120_000): Promise<boolean> {
  let dead = false;
  void gaveUp.then(() => {
    dead = true;
  });
  const deadline = Date.now() + timeoutMs;
  while (!dead && Date.now() < deadline) {
    if (await answers(url)) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}
