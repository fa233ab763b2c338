import { deleteExpiredCarts, type ShopExecutor } from '@shop/db';
import { z } from 'zod';
import { defineJobs, scheduleNextRecurringRun, scheduleRecurringRun, type NoPayload, type RecurringSchedule } from '../jobs/index.ts';

declare module '../jobs/payloads.ts' {
  interface JobPayloads {
    /** Deletes guest baskets nobody changed for BASKET_TTL_DAYS (hourly). */
    'expire-baskets': NoPayload;
  }
}

export const BASKET_EXPIRY_SWEEP = { kind: 'expire-baskets', everyMs: 60 * 60_000 } as const satisfies RecurringSchedule;

/** Baskets deleted per statement: a sweep after a long pause stays a series of short transactions. */
const SWEEP_BATCH = 500;

/**
 * The hourly sweep. A basket's last change (adding, changing or removing a package) is its last activity; once it
 * is older than `ttlDays` the basket goes with everything in it, and its uuid then reads like an unknown basket.
 * Placed orders are never touched.
 */
export function basketExpiryJobs(settings: { readonly ttlDays: number }) {
  return defineJobs({
    'expire-baskets': {
      payload: z.record(z.string(), z.never()),
      async handler(_payload, { db, logger }) {
        await scheduleNextRecurringRun(db, BASKET_EXPIRY_SWEEP);
        let deleted = 0;
        for (;;) {
          const batch = await deleteExpiredCarts(db, { idleDays: settings.ttlDays, limit: SWEEP_BATCH });
          deleted += batch;
          if (batch < SWEEP_BATCH) break;
        }
        if (deleted > 0) logger.info(`expire-baskets: deleted ${deleted} guest basket(s) unchanged for ${settings.ttlDays} days`);
      },
    },
  });
}

/** Makes sure the sweep is queued (at start; afterwards each run queues the next). */
export function scheduleBasketExpiry(db: ShopExecutor): Promise<boolean> {
  return scheduleRecurringRun(db, BASKET_EXPIRY_SWEEP);
}
