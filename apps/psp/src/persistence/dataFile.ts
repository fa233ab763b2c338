import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname } from 'node:path';
import type { PspState } from '../payments/store.ts';

/** Reads the persisted state; a missing file is an empty sandbox, an unreadable one stops the start. */
export function readDataFile(file: string): PspState | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new Error(`PSP data file ${file} is not valid JSON: ${(error as Error).message}`);
  }
  const state = parsed as Partial<PspState> | null;
  if (
    !state ||
    state.version !== 1 ||
    !Array.isArray(state.payments) ||
    !Array.isArray(state.refunds) ||
    !Array.isArray(state.events) ||
    !Array.isArray(state.idempotency)
  ) {
    throw new Error(`PSP data file ${file} is not a version 1 sandbox state.`);
  }
  return state as PspState;
}

/** The data file cannot be written (a read-only directory or disk, no permission, a full disk, a file in the way). */
export class DataFileWriteError extends Error {
  override readonly name = 'DataFileWriteError';
  constructor(
    readonly file: string,
    /** What the system said, e.g. `EACCES: permission denied, open '…'`. */
    readonly reason: string,
  ) {
    super(`the data file ${file} cannot be written: ${reason}`);
  }
}

/**
 * Replaces the file in one step: the state goes to a temporary file in the same directory, is flushed, and is
 * renamed over the old one, so a crash leaves either the previous state or the new one, never half of one.
 * Throws `DataFileWriteError` when it cannot.
 */
export function writeDataFile(file: string, state: PspState): void {
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    mkdirSync(dirname(file), { recursive: true });
    const descriptor = openSync(temporary, 'w', 0o600);
    try {
      writeSync(descriptor, JSON.stringify(state));
      fsyncSync(descriptor);
    } finally {
      closeSync(descriptor);
    }
    renameSync(temporary, file);
  } catch (error) {
    removeLeftover(temporary);
    throw new DataFileWriteError(file, (error as Error).message);
  }
}

function removeLeftover(temporary: string): void {
  try {
    rmSync(temporary, { force: true });
  } catch {
    // Where the file cannot be written, the temporary file was not created either.
  }
}
