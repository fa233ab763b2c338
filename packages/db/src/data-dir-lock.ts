import { randomBytes } from 'node:crypto';
import { closeSync, linkSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * An embedded database directory may be open in one process only: two PGlite instances writing the same files
 * corrupt each other's data. The owner is recorded in `<dataDir>.lock` (next to the directory, so PGlite's own
 * files stay untouched): its pid, host name, what it is, start time and a random token.
 */
export interface DataDirOwner {
  readonly pid: number;
  readonly hostname: string;
  /** What holds the directory, as an operator knows it ('the API', 'npm run db:seed'): named by the refusal. */
  readonly holder: string;
  /** When the owning process started (ms since the epoch). */
  readonly startedAt: number;
  /** Tells this lock apart from an older lock file of the same pid (a restarted container reuses pids). */
  readonly token: string;
}

export class DatabaseDirectoryInUseError extends Error {
  override readonly name = 'DatabaseDirectoryInUseError';
  constructor(
    readonly dataDir: string,
    readonly owner: Pick<DataDirOwner, 'pid' | 'hostname' | 'holder'>,
  ) {
    const who = owner.pid === process.pid && owner.hostname === hostname() ? 'this process' : owner.hostname === hostname() ? owner.holder : `${owner.holder} on host ${owner.hostname}`;
    super(`The database directory ${dataDir} is in use by process ${owner.pid} (${who}). Stop it, or set PGLITE_DATA_DIR to another directory.`);
  }
}

export interface DataDirLock {
  readonly dataDir: string;
  readonly lockFile: string;
  /** Removes the lock file (only if it is still this lock's). Idempotent. */
  release(): void;
}

/** Tokens of the locks this process holds, by lock file. */
const heldLocks = new Map<string, string>();

export function lockFileFor(dataDir: string): string {
  return `${path.resolve(dataDir).replace(/[/\\]+$/, '')}.lock`;
}

/** The holder named for a lock file written without one, or by an opener that did not say what it is. */
export const UNNAMED_HOLDER = 'another program';

function readOwner(file: string): DataDirOwner | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<DataDirOwner>;
    if (typeof parsed.pid !== 'number' || !Number.isInteger(parsed.pid) || parsed.pid <= 0) return null;
    const holder = typeof parsed.holder === 'string' && parsed.holder !== '' ? parsed.holder : UNNAMED_HOLDER;
    return { pid: parsed.pid, hostname: String(parsed.hostname ?? ''), holder, startedAt: Number(parsed.startedAt ?? 0), token: String(parsed.token ?? '') };
  } catch {
    return null;
  }
}

/** Whether a process with this pid runs on this machine (one of another user's counts). */
export function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

/** Whether the owner recorded in a lock file still runs. A lock of another host cannot be checked: it counts as alive. */
function ownerAlive(lockFile: string, owner: DataDirOwner): boolean {
  if (owner.hostname !== hostname()) return true;
  if (owner.pid === process.pid) return heldLocks.get(lockFile) === owner.token;
  return pidAlive(owner.pid);
}

/** Who holds `dataDir` now: the owner its lock file names while that process runs, else null (free, or a stale lock). */
export function liveDataDirOwner(dataDir: string): DataDirOwner | null {
  const lockFile = lockFileFor(dataDir);
  const owner = readOwner(lockFile);
  return owner && ownerAlive(lockFile, owner) ? owner : null;
}

/** Writes `owner` to a fresh private file and links it into place: the lock appears atomically and complete, or not at all (EEXIST). */
function tryCreate(file: string, owner: DataDirOwner): boolean {
  const temporary = `${file}.${owner.pid}.${owner.token}.tmp`;
  const fd = openSync(temporary, 'wx');
  try {
    writeSync(fd, JSON.stringify(owner));
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(temporary, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(temporary);
  }
}

function unlinkQuietly(file: string): void {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Takes the lock of `dataDir` or throws `DatabaseDirectoryInUseError` naming the owner. A lock whose owner no longer
 * runs is taken over; of several processes taking over the same stale lock at once exactly one wins (the others see
 * the winner as the owner). The lock is released by `release()` and, as a last resort, when the process exits.
 */
export async function lockDataDir(dataDir: string, holder: string): Promise<DataDirLock> {
  const absolute = path.resolve(dataDir);
  const lockFile = lockFileFor(absolute);
  const takeoverFile = `${lockFile}.takeover`;
  const me: DataDirOwner = { pid: process.pid, hostname: hostname(), holder, startedAt: Math.round(Date.now() - process.uptime() * 1000), token: randomBytes(8).toString('hex') };

  for (let attempt = 0; ; attempt++) {
    if (tryCreate(lockFile, me)) break;
    const owner = readOwner(lockFile);
    if (owner && ownerAlive(lockFile, owner)) throw new DatabaseDirectoryInUseError(absolute, owner);
    if (attempt >= 200) throw new Error(`Could not lock the database directory ${absolute}: ${lockFile} keeps changing`);
    // The owner is gone (or the file vanished / is unreadable). Only the holder of the takeover file may remove a
    // lock that is not its own, and it checks again that the lock is still the stale one before it does.
    const takeover: DataDirOwner = { ...me, token: randomBytes(8).toString('hex') };
    if (!tryCreate(takeoverFile, takeover)) {
      const taker = readOwner(takeoverFile);
      // A takeover left behind by a process that died in the middle of it.
      if (!taker || !ownerAlive(takeoverFile, taker)) {
        if (staleFor(takeoverFile, 2000)) unlinkQuietly(takeoverFile);
      }
      await sleep(10 + Math.random() * 20);
      continue;
    }
    try {
      const current = readOwner(lockFile);
      const stillStale = current ? !ownerAlive(lockFile, current) && current.token === owner?.token : staleFor(lockFile, 1000);
      if (stillStale) unlinkQuietly(lockFile);
    } finally {
      unlinkQuietly(takeoverFile);
    }
  }

  heldLocks.set(lockFile, me.token);
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    // The last resort: whatever way the process ends (short of SIGKILL or a signal nobody handles), its locks go too.
    process.on('exit', () => {
      for (const [file, token] of heldLocks) releaseIfOurs(file, token);
    });
  }
  let released = false;
  return {
    dataDir: absolute,
    lockFile,
    release() {
      if (released) return;
      released = true;
      releaseIfOurs(lockFile, me.token);
    },
  };
}

let exitHookInstalled = false;

/** Whether `file` exists and has not changed for `ms` (an unreadable lock that nobody is writing any more). */
function staleFor(file: string, ms: number): boolean {
  try {
    return Date.now() - statSync(file).mtimeMs > ms;
  } catch {
    return false;
  }
}

function releaseIfOurs(lockFile: string, token: string): void {
  if (heldLocks.get(lockFile) === token) heldLocks.delete(lockFile);
  if (readOwner(lockFile)?.token === token) unlinkQuietly(lockFile);
}
