import type { FulfilmentContext } from '../fulfilment/context.ts';
import { defineJobs } from '../jobs/index.ts';
import { quotePayloads } from './kinds.ts';
import { sendQuoteRequestMail } from './sendQuoteRequestMail.ts';

/** The handlers of the quote request job kinds; spread into the worker's registry. */
export function quoteJobs(context: FulfilmentContext) {
  return defineJobs({
    'send-quote-request-to-desk': {
      payload: quotePayloads['send-quote-request-to-desk'],
      async handler({ storeId, quoteRequestId }, { db }) {
        await sendQuoteRequestMail(db, context, 'desk', storeId, quoteRequestId);
      },
    },
    'send-quote-request-confirmation': {
      payload: quotePayloads['send-quote-request-confirmation'],
      async handler({ storeId, quoteRequestId }, { db }) {
        await sendQuoteRequestMail(db, context, 'customer', storeId, quoteRequestId);
      },
    },
  });
}
