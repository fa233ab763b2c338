import { findDoublerEntry, type DoublerEntryView } from '@shop/db';
import { storeTimeZone } from '@shop/delivery';
import type { DoublerDrawResult, DoublerEntry, DoublerEntryResult, MutationEnterBalanceDoublerArgs, QueryDoublerEntryArgs, QueryNextDoublerDrawArgs } from '@shop/graphql';
import { isUuid } from '@shop/validation';
import { notFound } from '../errors.ts';
import { cardCheckServices } from '../giftCards/index.ts';
import { operation } from '../graphql/operation.ts';
import { clientKey } from '../rateLimit/index.ts';
import { enterDoubler } from './enterDoubler.ts';
import { nextDrawDate } from './policy.ts';

function entryOf(view: DoublerEntryView): DoublerEntry {
  return {
    uuid: view.id,
    drawDate: view.drawDate,
    email: view.email,
    lastDigits: view.numberEnding,
    product: view.product,
    outcome: view.outcome && {
      won: view.outcome.won,
      prize: view.outcome.prizeMinor === null ? null : { currency: view.currency, value: view.outcome.prizeMinor },
    },
  };
}

export const doublerQueries = {
  nextDoublerDraw: operation<QueryNextDoublerDrawArgs, DoublerDrawResult>({ draw: null }, async (tenant) => ({
    draw: { drawDate: nextDrawDate(new Date(), storeTimeZone(tenant.brand.country)) },
  })),
  doublerEntry: operation<QueryDoublerEntryArgs, DoublerEntryResult>({ entry: null }, async (tenant, args, { db }) => {
    const view = isUuid(args.uuid) ? await findDoublerEntry(db, tenant.storeId, args.uuid, tenant.language.code) : null;
    if (!view) throw notFound('uuid', 'The entry');
    return { entry: entryOf(view) };
  }),
};

export const doublerMutations = {
  enterBalanceDoubler: operation<MutationEnterBalanceDoublerArgs, DoublerEntryResult>({ entry: null }, async (tenant, args, context) => {
    const view = await enterDoubler(context.db, tenant, args.entry, { cardCheck: cardCheckServices(context), clientKey: clientKey(context.clientAddress) });
    context.checkout.wakeJobs();
    return { entry: entryOf(view) };
  }),
};
