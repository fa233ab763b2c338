import { claimDueJobs, markJobCompleted, type DatabaseConnection } from '@shop/db';
import { createTestDatabase } from '@shop/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { enqueueJob, type JobRequest } from './enqueue.ts';
import { PermanentJobError, exponentialBackoff, type JobDefinition, type JobRegistry } from './registry.ts';
import { createJobWorker } from './worker.ts';
import { sqlClientFor, type SqlClient } from '../__fixtures__/sql.ts';

// The test kinds are not application kinds, so they bypass the JobPayloads typing.
const enqueue = (db: Parameters<typeof enqueueJob>[0], job: { kind: string; payload: unknown; dedupeKey: string; runAt?: Date }) =>
  enqueueJob(db, job as JobRequest);

const silent = { info() {}, warn() {}, error() {} };

let connection: DatabaseConnection;
let sql: SqlClient;
const runs: { kind: string; n: number; attempt: number }[] = [];
let failuresLeft = 0;
/** Holds every 'slow' job until the test lets it go. */
let releaseSlow: () => void = () => {};
let slowReleased: Promise<void> = Promise.resolve();

const countPayload = z.object({ n: z.number() });
const definitions: Record<string, JobDefinition<{ n: number }>> = {
  count: {
    payload: countPayload,
    async handler(payload, context) {
      runs.push({ kind: 'count', n: payload.n, attempt: context.attempt });
      // A little work, so two workers' claims overlap in time.
      await new Promise((resolve) => setTimeout(resolve, 2));
    },
  },
  flaky: {
    payload: countPayload,
    async handler(payload, context) {
      runs.push({ kind: 'flaky', n: payload.n, attempt: context.attempt });
      if (failuresLeft-- > 0) throw new Error('smtp timeout');
    },
  },
  doomed: {
    payload: countPayload,
    maxAttempts: 2,
    async handler(payload) {
      runs.push({ kind: 'doomed', n: payload.n, attempt: 0 });
      throw new Error('still broken');
    },
  },
  slow: {
    payload: countPayload,
    async handler(payload, context) {
      runs.push({ kind: 'slow', n: payload.n, attempt: context.attempt });
      await slowReleased;
    },
  },
  gone: {
    payload: countPayload,
    async handler() {
      throw new PermanentJobError('order does not exist');
    },
  },
};
const registry = definitions as unknown as JobRegistry;

function worker(options: { concurrency?: number; pollIntervalMs?: number } = {}) {
  return createJobWorker({ db: connection.db, registry, logger: silent, ...options });
}

interface JobRow {
  attempts: number;
  runAt: Date;
  lockedUntil: Date | null;
  completedAt: Date | null;
  failedAt: Date | null;
  lastError: string | null;
}

async function jobRow(dedupeKey: string): Promise<JobRow> {
  const [row] = await sql.query<JobRow>(
    `SELECT attempts, run_at AS "runAt", locked_until AS "lockedUntil", completed_at AS "completedAt",
            failed_at AS "failedAt", last_error AS "lastError"
       FROM jobs WHERE dedupe_key = $1`,
    [dedupeKey],
  );
  if (!row) throw new Error(`no job ${dedupeKey}`);
  return row;
}

const allJobs = () => sql.query<{ id: number }>('SELECT id FROM jobs');

/** Makes a job due now, as if its backoff or lock had run out. */
async function makeDue(dedupeKey: string) {
  await sql.query(
    `UPDATE jobs SET run_at = now() - interval '1 second',
                     locked_until = CASE WHEN locked_until IS NULL THEN NULL ELSE now() - interval '1 second' END
      WHERE dedupe_key = $1`,
    [dedupeKey],
  );
}

beforeAll(async () => {
  connection = await createTestDatabase();
  sql = sqlClientFor(connection);
}, 60_000);
afterAll(async () => {
  await connection?.close();
});
beforeEach(async () => {
  await sql.query('DELETE FROM jobs');
  runs.length = 0;
  failuresLeft = 0;
});

describe('enqueueJob', () => {
  it('writes nothing when the enclosing transaction rolls back', async () => {
    await expect(
      connection.db.transaction(async (tx) => {
        await enqueue(tx, { kind: 'count', payload: { n: 1 }, dedupeKey: 'rolled-back' });
        throw new Error('the state change failed');
      }),
    ).rejects.toThrow('the state change failed');
    expect(await allJobs()).toEqual([]);
  });

  it('keeps one job per dedupe key, even after it completed', async () => {
    expect(await enqueue(connection.db, { kind: 'count', payload: { n: 1 }, dedupeKey: 'once' })).toBe(true);
    expect(await enqueue(connection.db, { kind: 'count', payload: { n: 2 }, dedupeKey: 'once' })).toBe(false);
    await worker().runDueJobs();
    expect(await enqueue(connection.db, { kind: 'count', payload: { n: 3 }, dedupeKey: 'once' })).toBe(false);
    await worker().runDueJobs();
    expect(runs).toEqual([{ kind: 'count', n: 1, attempt: 1 }]);
  });

  it('leaves a job for later until its run_at', async () => {
    await enqueue(connection.db, { kind: 'count', payload: { n: 1 }, dedupeKey: 'later', runAt: new Date(Date.now() + 3_600_000) });
    expect(await worker().runDueJobs()).toBe(0);
    await makeDue('later');
    expect(await worker().runDueJobs()).toBe(1);
  });
});

describe('job worker', () => {
  it('completes a job that succeeds', async () => {
    await enqueue(connection.db, { kind: 'count', payload: { n: 7 }, dedupeKey: 'ok' });
    expect(await worker().runDueJobs()).toBe(1);
    const row = await jobRow('ok');
    expect(row.completedAt).toBeInstanceOf(Date);
    expect(row.lockedUntil).toBeNull();
    expect(row.attempts).toBe(1);
  });

  it('retries a failed job after a backoff, keeping only the error message', async () => {
    failuresLeft = 1;
    await enqueue(connection.db, { kind: 'flaky', payload: { n: 4242 }, dedupeKey: 'flaky' });
    await worker().runDueJobs();
    const failed = await jobRow('flaky');
    expect(failed.completedAt).toBeNull();
    expect(failed.failedAt).toBeNull();
    expect(failed.lockedUntil).toBeNull();
    expect(failed.lastError).toBe('Error: smtp timeout');
    expect(failed.lastError).not.toContain('4242');
    const delayMs = failed.runAt.getTime() - Date.now();
    expect(delayMs).toBeGreaterThan(1_000);
    expect(delayMs).toBeLessThanOrEqual(2_500);

    expect(await worker().runDueJobs()).toBe(0);
    await makeDue('flaky');
    expect(await worker().runDueJobs()).toBe(1);
    expect((await jobRow('flaky')).completedAt).toBeInstanceOf(Date);
    expect(runs.map((run) => run.attempt)).toEqual([1, 2]);
  });

  it('gives up after the maximum number of attempts', async () => {
    await enqueue(connection.db, { kind: 'doomed', payload: { n: 1 }, dedupeKey: 'doomed' });
    await worker().runDueJobs();
    expect((await jobRow('doomed')).failedAt).toBeNull();
    await makeDue('doomed');
    await worker().runDueJobs();
    const row = await jobRow('doomed');
    expect(row.failedAt).toBeInstanceOf(Date);
    expect(row.lastError).toBe('Error: still broken');
    await makeDue('doomed');
    expect(await worker().runDueJobs()).toBe(0);
    expect(runs).toHaveLength(2);
  });

  it('gives up at once on a permanent error, an unknown kind or a malformed payload', async () => {
    await enqueue(connection.db, { kind: 'gone', payload: { n: 1 }, dedupeKey: 'gone' });
    await enqueue(connection.db, { kind: 'no-such-kind', payload: {}, dedupeKey: 'unknown' });
    await enqueue(connection.db, { kind: 'count', payload: { n: 'seven' }, dedupeKey: 'malformed' });
    await worker().runDueJobs();
    for (const key of ['gone', 'unknown', 'malformed']) {
      const row = await jobRow(key);
      expect(row.failedAt, key).toBeInstanceOf(Date);
      expect(row.attempts, key).toBe(1);
    }
    expect((await jobRow('malformed')).lastError).not.toContain('seven');
  });

  it('runs again a job whose worker died holding it, once the lock has run out', async () => {
    await enqueue(connection.db, { kind: 'count', payload: { n: 1 }, dedupeKey: 'orphan' });
    const [crashed] = await claimDueJobs(connection.db, 1, 60_000);
    expect(crashed?.attempt).toBe(1);

    expect(await worker().runDueJobs()).toBe(0);
    await makeDue('orphan');
    expect(await worker().runDueJobs()).toBe(1);
    expect(runs).toEqual([{ kind: 'count', n: 1, attempt: 2 }]);

    // The dead worker's late report cannot overwrite the newer run's outcome.
    await sql.query(`UPDATE jobs SET completed_at = NULL WHERE dedupe_key = 'orphan'`);
    if (crashed) await markJobCompleted(connection.db, crashed);
    expect((await jobRow('orphan')).completedAt).toBeNull();
  });

  it('never runs one job twice when two workers poll at the same time', async () => {
    const total = 40;
    for (let n = 0; n < total; n += 1) await enqueue(connection.db, { kind: 'count', payload: { n }, dedupeKey: `race-${n}` });
    const first = worker({ concurrency: 3 });
    const second = worker({ concurrency: 3 });
    const drain = async (w: typeof first) => {
      while ((await w.runDueJobs()) > 0);
    };
    await Promise.all([drain(first), drain(second), drain(first), drain(second)]);
    expect(runs.map((run) => run.n).sort((a, b) => a - b)).toEqual([...Array(total).keys()]);
    const open = await sql.query('SELECT id FROM jobs WHERE completed_at IS NULL');
    expect(open).toEqual([]);
  });

  it('runs an enqueued job right after wake() and waits for it on stop()', async () => {
    const polling = worker({ pollIntervalMs: 60_000 });
    polling.start();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await enqueue(connection.db, { kind: 'count', payload: { n: 1 }, dedupeKey: 'woken' });
    polling.wake();
    for (let tries = 0; tries < 100 && runs.length === 0; tries += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    await polling.stop();
    expect(runs).toHaveLength(1);
    expect((await jobRow('woken')).completedAt).toBeInstanceOf(Date);
  });

  it('stop(graceMs) waits for a running job that finishes within the grace and records it', async () => {
    slowReleased = new Promise((resolve) => (releaseSlow = resolve));
    const polling = worker({ pollIntervalMs: 60_000 });
    await enqueue(connection.db, { kind: 'slow', payload: { n: 1 }, dedupeKey: 'slow-finishes' });
    polling.start();
    for (let tries = 0; tries < 100 && runs.length === 0; tries += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    const stopped = polling.stop(5_000);
    setTimeout(releaseSlow, 100);
    expect(await stopped).toEqual({ unfinishedJobs: 0 });
    expect((await jobRow('slow-finishes')).completedAt).toBeInstanceOf(Date);
  });

  it('stop(graceMs) gives up on a job still running after the grace: its claim stays, so it runs again later', async () => {
    slowReleased = new Promise((resolve) => (releaseSlow = resolve));
    const polling = worker({ pollIntervalMs: 60_000 });
    await enqueue(connection.db, { kind: 'slow', payload: { n: 1 }, dedupeKey: 'slow-abandoned' });
    polling.start();
    for (let tries = 0; tries < 100 && runs.length === 0; tries += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    const started = Date.now();
    expect(await polling.stop(200)).toEqual({ unfinishedJobs: 1 });
    expect(Date.now() - started).toBeLessThan(2_000);
    const row = await jobRow('slow-abandoned');
    expect(row.completedAt).toBeNull();
    expect(row.lockedUntil!.getTime()).toBeGreaterThan(Date.now());
    releaseSlow();
  });
});

describe('exponentialBackoff', () => {
  it('doubles from 2 seconds up to 10 minutes', () => {
    expect([1, 2, 3, 4].map(exponentialBackoff)).toEqual([2_000, 4_000, 8_000, 16_000]);
    expect(exponentialBackoff(9)).toBe(512_000);
    expect(exponentialBackoff(10)).toBe(600_000);
    expect(exponentialBackoff(30)).toBe(600_000);
  });
});
