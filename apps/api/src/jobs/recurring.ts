import type { ShopExecutor } from '@shop/db';
import { enqueueJob, type JobRequest } from './enqueue.ts';
import type { JobKind, JobPayloads } from './payloads.ts';

/** Payload of a recurring job: nothing, the period is in its dedupe key. */
export type NoPayload = Readonly<Record<string, never>>;

type RecurringKind = { [K in JobKind]: JobPayloads[K] extends NoPayload ? K : never }[JobKind];

/** A job kind that runs once per period of `everyMs` (periods are aligned to the epoch, so all processes agree). */
export interface RecurringSchedule {
  readonly kind: RecurringKind;
  readonly everyMs: number;
}

function periodStart(schedule: RecurringSchedule, at: Date): Date {
  return new Date(Math.floor(at.getTime() / schedule.everyMs) * schedule.everyMs);
}

/**
 * Queues the run of the period `at` falls in, due at the period's start (so at once when that has passed). The
 * dedupe key names the period: however many processes start, and however often a handler is retried, a period
 * runs once. Returns false when that period's run was queued before.
 */
export function scheduleRecurringRun(tx: ShopExecutor, schedule: RecurringSchedule, at: Date = new Date()): Promise<boolean> {
  const start = periodStart(schedule, at);
  const job = { kind: schedule.kind, payload: {}, dedupeKey: `${schedule.kind}@${start.toISOString()}`, runAt: start } as JobRequest;
  return enqueueJob(tx, job);
}

/**
 * Queues the period after the one `at` falls in. A handler calls this before its work, so a run that fails for
 * good still leaves the next one queued, and a run started late (the API was down) does not queue a backlog.
 */
export function scheduleNextRecurringRun(tx: ShopExecutor, schedule: RecurringSchedule, at: Date = new Date()): Promise<boolean> {
  return scheduleRecurringRun(tx, schedule, new Date(at.getTime() + schedule.everyMs));
}
