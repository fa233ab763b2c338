import type { FulfilmentContext } from '../fulfilment/context.ts';
import { defineJobs } from '../jobs/index.ts';
import { drawDoubler } from './drawDoubler.ts';
import { doublerPayloads } from './kinds.ts';
import { sendDoublerEntryEmail, sendDoublerResultEmail } from './sendDoublerEntrantEmails.ts';
import { sendDoublerWinnerEmail } from './sendDoublerWinnerEmail.ts';

/** The handlers of the balance doubler job kinds; spread into the worker's registry. */
export function doublerJobs(context: FulfilmentContext) {
  return defineJobs({
    'draw-balance-doubler': {
      payload: doublerPayloads['draw-balance-doubler'],
      async handler({ storeId, drawDate }, { db, logger }) {
        const outcome = await drawDoubler(db, storeId, drawDate);
        logger.info(`balance doubler draw of store ${storeId} on ${drawDate}: ${outcome.kind}`);
      },
    },
    'send-doubler-winner-email': {
      payload: doublerPayloads['send-doubler-winner-email'],
      async handler({ storeId, drawDate }, { db }) {
        await sendDoublerWinnerEmail(db, context, storeId, drawDate);
      },
    },
    'send-doubler-entry-email': {
      payload: doublerPayloads['send-doubler-entry-email'],
      async handler({ storeId, entryId }, { db }) {
        await sendDoublerEntryEmail(db, context, storeId, entryId);
      },
    },
    'send-doubler-result-email': {
      payload: doublerPayloads['send-doubler-result-email'],
      async handler({ storeId, entryId }, { db }) {
        await sendDoublerResultEmail(db, context, storeId, entryId);
      },
    },
  });
}
