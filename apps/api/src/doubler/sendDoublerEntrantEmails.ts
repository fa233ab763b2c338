import { lastPathSegment } from '@shop/brand-config';
import { findDoublerEntry, type ShopDatabase } from '@shop/db';
import { brandOf, type FulfilmentContext } from '../fulfilment/context.ts';
import type { TenantBrand } from '../tenancy/brands.ts';
import { mailSettingFor, screenUrl } from '../fulfilment/mailSetting.ts';
import { PermanentJobError } from '../jobs/index.ts';
import { composeDoublerEntryMail, composeDoublerResultMail, MailDeliveryError, senderFor } from '../mail/index.ts';
import { drawAfter } from './policy.ts';

/**
 * The entry's own page, as the storefront links it after an entry: `/doubler/thank-you/{product}/?entry=…`, named
 * after the card's product, or after the shop's list of cards for a card without one.
 */
function entryPageUrl(context: FulfilmentContext, brand: TenantBrand, languageCode: string, productPath: string | null, entryId: string): string {
  const product = lastPathSegment(productPath ?? brand.screenPath(languageCode, 'productList'));
  return `${screenUrl(context, brand, languageCode, 'doublerThankYou', { params: { product } })}?${new URLSearchParams({ entry: entryId })}`;
}

async function entrantOf(db: ShopDatabase, context: FulfilmentContext, storeId: number, entryId: string) {
  const entrant = await findDoublerEntry(db, storeId, entryId);
  if (!entrant) throw new PermanentJobError('the entry no longer exists');
  if (!context.mailer.enabled) throw new MailDeliveryError('mail is off: SMTP_URL is not set');
  return entrant;
}

/** Confirms an entry to its holder, in the language they entered in, with a link to the entry's page. At least once. */
export async function sendDoublerEntryEmail(db: ShopDatabase, context: FulfilmentContext, storeId: number, entryId: string): Promise<void> {
  const entrant = await entrantOf(db, context, storeId, entryId);
  const brand = brandOf(context, storeId);
  const mail = await composeDoublerEntryMail({
    setting: mailSettingFor(context, brand, entrant.language),
    drawDate: entrant.drawDate,
    lastDigits: entrant.numberEnding,
    entryUrl: entryPageUrl(context, brand, entrant.language, entrant.product?.path ?? null, entryId),
  });
  await context.mailer.send({ from: senderFor(brand), to: entrant.email, ...mail });
}

/** Tells an entrant whose card was not drawn that the draw was held, and when the next one is. At least once. */
export async function sendDoublerResultEmail(db: ShopDatabase, context: FulfilmentContext, storeId: number, entryId: string): Promise<void> {
  const entrant = await entrantOf(db, context, storeId, entryId);
  // The winner hears it from the winner's e-mail, sent with the prize.
  if (!entrant.outcome) throw new PermanentJobError('the draw was not held yet');
  if (entrant.outcome.won) throw new PermanentJobError('the entry won: the winner e-mail tells it');
  const brand = brandOf(context, storeId);
  const mail = await composeDoublerResultMail({
    setting: mailSettingFor(context, brand, entrant.language),
    drawDate: entrant.drawDate,
    nextDrawDate: drawAfter(entrant.drawDate),
    lastDigits: entrant.numberEnding,
    doublerUrl: screenUrl(context, brand, entrant.language, 'doubler'),
  });
  await context.mailer.send({ from: senderFor(brand), to: entrant.email, ...mail });
}
