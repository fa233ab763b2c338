import type { MutationRequestQuoteArgs, QuoteRequestResult } from '@shop/graphql';
import { operation } from '../graphql/operation.ts';
import { requestQuote } from './requestQuote.ts';

export const quoteMutations = {
  requestQuote: operation<MutationRequestQuoteArgs, QuoteRequestResult>(
    { receipt: null },
    async (tenant, args, { db, checkout, rateLimits, clientAddress }) => {
      const receipt = await requestQuote(db, tenant, args.quote, { captcha: checkout.captcha, limiter: rateLimits.quoteRequest, clientAddress });
      checkout.wakeJobs();
      return { receipt };
    },
  ),
};
