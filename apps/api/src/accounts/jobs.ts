import { purgeExpiredAccountTokens, type ShopExecutor } from '@shop/db';
import { z } from 'zod';
import { defineJobs, scheduleNextRecurringRun, scheduleRecurringRun, type RecurringSchedule } from '../jobs/index.ts';
import type { FulfilmentContext } from '../fulfilment/context.ts';
import { accountPayloads } from './kinds.ts';
import { sendPasswordResetEmail } from './sendPasswordResetEmail.ts';

/** Hourly: sessions and reset links whose time is over are deleted (they are refused from their expiry on anyway). */
export const ACCOUNT_TOKEN_PURGE = { kind: 'purge-account-tokens', everyMs: 60 * 60_000 } as const satisfies RecurringSchedule;

/** The handlers of the account job kinds; spread into the worker's registry. */
export function accountJobs(context: FulfilmentContext) {
  return defineJobs({
    'send-password-reset-email': {
      payload: accountPayloads['send-password-reset-email'],
      async handler(job, { db, logger }) {
        const outcome = await sendPasswordResetEmail(db, context, job);
        if (outcome === 'account-gone') logger.info('password reset e-mail not sent: the account was deleted');
      },
    },
    'purge-account-tokens': {
      payload: z.record(z.string(), z.never()),
      async handler(_payload, { db }) {
        await scheduleNextRecurringRun(db, ACCOUNT_TOKEN_PURGE);
        await purgeExpiredAccountTokens(db);
      },
    },
  });
}

/** Makes sure the purge is queued (at start; afterwards each run queues the next). */
export function scheduleAccountTokenPurge(db: ShopExecutor): Promise<boolean> {
  return scheduleRecurringRun(db, ACCOUNT_TOKEN_PURGE);
}
