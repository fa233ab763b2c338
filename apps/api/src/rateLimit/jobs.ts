import { purgeExpiredRateLimitCounters, type ShopExecutor } from '@shop/db';
import { z } from 'zod';
import { defineJobs, scheduleNextRecurringRun, scheduleRecurringRun, type NoPayload, type RecurringSchedule } from '../jobs/index.ts';

declare module '../jobs/payloads.ts' {
  interface JobPayloads {
    /** Deletes the database's rate limit counters whose window has ended (hourly). */
    'purge-rate-limit-counters': NoPayload;
  }
}

export const RATE_LIMIT_COUNTER_PURGE = { kind: 'purge-rate-limit-counters', everyMs: 60 * 60_000 } as const satisfies RecurringSchedule;

export function rateLimitJobs() {
  return defineJobs({
    'purge-rate-limit-counters': {
      payload: z.record(z.string(), z.never()),
      async handler(_payload, { db }) {
        await scheduleNextRecurringRun(db, RATE_LIMIT_COUNTER_PURGE);
        await purgeExpiredRateLimitCounters(db);
      },
    },
  });
}

/** Makes sure the purge is queued (at start; afterwards each run queues the next). */
export function scheduleRateLimitCounterPurge(db: ShopExecutor): Promise<boolean> {
  return scheduleRecurringRun(db, RATE_LIMIT_COUNTER_PURGE);
}
