import type { ShopDatabase } from '@shop/db';
import type { ZodType } from 'zod';
import type { JobKind, JobPayloads } from './payloads.ts';

export type JobLogger = Pick<Console, 'info' | 'warn' | 'error'>;

export interface JobContext {
  readonly db: ShopDatabase;
  readonly logger: JobLogger;
  readonly jobId: number;
  /** 1 on the first run; a handler may see a later attempt after any earlier one stopped at any point. */
  readonly attempt: number;
}

/**
 * How one kind of job runs. Handlers must be idempotent: a job runs at least once, and again after a
 * worker dies mid-run (its lock expires) or fails after some of its effects were written.
 */
export interface JobDefinition<Payload> {
  /** Checks the stored JSON before the handler sees it. */
  readonly payload: ZodType<Payload>;
  handler(payload: Payload, context: JobContext): Promise<void>;
  /** Runs at most this often in all (default: the job row's `max_attempts`, 12). */
  readonly maxAttempts?: number;
  /** Delay before the next run after the `attempt`-th run failed (default: `exponentialBackoff`). */
  readonly backoff?: (attempt: number) => number;
}

/** A handler for every job kind the application enqueues. */
export type JobRegistry = { readonly [K in JobKind]: JobDefinition<JobPayloads[K]> };

/** Types a feature's job definitions by their kinds' payloads; spread several into one `JobRegistry`. */
export function defineJobs<K extends JobKind>(definitions: { readonly [P in K]: JobDefinition<JobPayloads[P]> }) {
  return definitions;
}

/** Thrown by a handler when retrying cannot help (the order is gone): the job fails at once. */
export class PermanentJobError extends Error {
  override readonly name = 'PermanentJobError';
}

const BASE_DELAY_MS = 2_000;
const MAX_DELAY_MS = 10 * 60_000;

/** 2 s, 4 s, 8 s, … doubling after each failed run, at most 10 minutes. */
export function exponentialBackoff(attempt: number): number {
  return Math.min(BASE_DELAY_MS * 2 ** Math.max(0, attempt - 1), MAX_DELAY_MS);
}
