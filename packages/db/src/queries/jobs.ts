import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { ShopExecutor } from '../client.ts';
import { jobs } from '../schema.ts';

export interface NewJob {
  readonly kind: string;
  readonly payload: unknown;
  readonly dedupeKey: string;
  /** When the job may run first; the database's `now()` when left out. */
  readonly runAt?: Date;
  readonly maxAttempts?: number;
}

/** A job a worker holds until `lockedUntil`; `attempt` counts this run (1 for the first). */
export interface ClaimedJob {
  readonly id: number;
  readonly kind: string;
  readonly payload: unknown;
  readonly attempt: number;
  readonly maxAttempts: number;
}

/** Records a job; false when a job with the same dedupe key exists already (whatever its state). */
export async function insertJob(db: ShopExecutor, job: NewJob): Promise<boolean> {
  const inserted = await db
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload,
      dedupeKey: job.dedupeKey,
      ...(job.runAt ? { runAt: job.runAt } : {}),
      ...(job.maxAttempts ? { maxAttempts: job.maxAttempts } : {}),
    })
    .onConflictDoNothing({ target: jobs.dedupeKey })
    .returning({ id: jobs.id });
  return inserted.length > 0;
}

/**
 * Takes up to `limit` due jobs in one statement: rows another worker is claiming right now are skipped
 * (SKIP LOCKED), and a job whose lock ran out (its worker died) is due again. The claim counts an attempt,
 * so a job that keeps killing its worker still reaches its maximum.
 */
export async function claimDueJobs(db: ShopExecutor, limit: number, lockMs: number): Promise<ClaimedJob[]> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        isNull(jobs.completedAt),
        isNull(jobs.failedAt),
        lte(jobs.runAt, sql`now()`),
        or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(jobs)
    .set({
      lockedUntil: sql`now() + make_interval(secs => ${lockMs / 1000})`,
      attempts: sql`${jobs.attempts} + 1`,
    })
    .where(inArray(jobs.id, due))
    .returning({ id: jobs.id, kind: jobs.kind, payload: jobs.payload, attempt: jobs.attempts, maxAttempts: jobs.maxAttempts });
  return claimed.sort((a, b) => a.id - b.id);
}

/**
 * The claim a worker reports on: `attempt` fences it, so a worker whose lock expired and whose job was
 * claimed again by another worker cannot overwrite the newer run's outcome.
 */
function heldClaim(job: Pick<ClaimedJob, 'id' | 'attempt'>) {
  return and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempt), isNull(jobs.completedAt), isNull(jobs.failedAt));
}

export async function markJobCompleted(db: ShopExecutor, job: Pick<ClaimedJob, 'id' | 'attempt'>): Promise<void> {
  await db.update(jobs).set({ completedAt: sql`now()`, lockedUntil: null, lastError: null }).where(heldClaim(job));
}

/** A failed run: due again after `retryInMs`, or given up (`failed_at`) when `retryInMs` is null. */
export async function markJobAttemptFailed(
  db: ShopExecutor,
  job: Pick<ClaimedJob, 'id' | 'attempt'>,
  failure: { readonly error: string; readonly retryInMs: number | null },
): Promise<void> {
  const outcome =
    failure.retryInMs === null
      ? { failedAt: sql`now()` }
      : { runAt: sql`now() + make_interval(secs => ${failure.retryInMs / 1000})` };
  await db
    .update(jobs)
    .set({ ...outcome, lockedUntil: null, lastError: failure.error })
    .where(heldClaim(job));
}
