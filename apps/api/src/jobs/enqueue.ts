import { insertJob, type ShopExecutor } from '@shop/db';
import type { JobKind, JobPayloads } from './payloads.ts';

export type JobRequest = {
  readonly [K in JobKind]: {
    readonly kind: K;
    readonly payload: JobPayloads[K];
    /** One job per key, ever: a second request with the key is dropped, whatever became of the first. */
    readonly dedupeKey: string;
    readonly runAt?: Date;
  };
}[JobKind];

/**
 * Records a job in the caller's transaction, so it exists exactly when the change that causes it is
 * committed. Returns false when the dedupe key was taken. Call `worker.wake()` after the commit to run
 * it without waiting for the next poll.
 */
export function enqueueJob(tx: ShopExecutor, job: JobRequest): Promise<boolean> {
  return insertJob(tx, job);
}
