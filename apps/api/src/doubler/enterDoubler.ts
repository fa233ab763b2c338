import { enterDoublerDraw, findDoublerEntry, type DoublerEntryView, type ShopDatabase } from '@shop/db';
import { storeTimeZone } from '@shop/delivery';
import type { DoublerEntryInput } from '@shop/graphql';
import { judgeDoublerEntry } from '@shop/validation';
import { ruleRefusal } from '../accounts/refusals.ts';
import { checkCard, type CardCheckServices } from '../giftCards/index.ts';
import { enqueueJob } from '../jobs/index.ts';
import type { Tenant } from '../tenancy/tenant.ts';
import { drawInstant, nextDrawDate } from './policy.ts';

export interface DoublerEntryServices {
  readonly cardCheck: CardCheckServices;
  /** `clientKey` of the request's address: the card check's per-client limit counts by it. */
  readonly clientKey: string;
  readonly now?: Date;
}

/**
 * Enters a card in the store's next draw. The entry's own rules come first (a typing mistake spends neither a check of
 * the address's limit nor a solved captcha), then the card is proven and judged like a balance check: only a card
 * that can be spent now can win. Entering the same card again answers with its first entry. The entrant's confirmation
 * e-mail and the draw itself are durable jobs, queued with the entry (the draw once, with its first entry).
 */
export async function enterDoubler(db: ShopDatabase, tenant: Tenant, input: DoublerEntryInput, services: DoublerEntryServices): Promise<DoublerEntryView> {
  const judged = judgeDoublerEntry(input, services.cardCheck.knownPrefixes);
  if (!judged.ok) {
    const [field, message] = Object.entries(judged.issues)[0]!;
    throw ruleRefusal(tenant, field, message);
  }
  const card = await checkCard(services.cardCheck, {
    tenant,
    cardNumber: judged.values.cardNumber,
    pin: judged.values.pin,
    captchaToken: input.captchaToken,
    clientKey: services.clientKey,
  });
  const timeZone = storeTimeZone(tenant.brand.country);
  const drawDate = nextDrawDate(services.now ?? new Date(), timeZone);
  const entryId = await db.transaction(async (tx) => {
    const entry = await enterDoublerDraw(tx, {
      storeId: tenant.storeId,
      cardId: card.id,
      drawDate,
      email: judged.values.email,
      language: tenant.language.code,
    });
    if (entry.created) {
      await enqueueJob(tx, {
        kind: 'send-doubler-entry-email',
        payload: { storeId: tenant.storeId, entryId: entry.id },
        dedupeKey: `send-doubler-entry-email:${entry.id}`,
      });
    }
    await enqueueJob(tx, {
      kind: 'draw-balance-doubler',
      payload: { storeId: tenant.storeId, drawDate },
      dedupeKey: `draw-balance-doubler:${tenant.storeId}:${drawDate}`,
      runAt: drawInstant(drawDate, timeZone),
    });
    return entry.id;
  });
  return (await findDoublerEntry(db, tenant.storeId, entryId, tenant.language.code))!;
}
