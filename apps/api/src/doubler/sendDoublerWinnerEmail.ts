import { findDoublerWin, type ShopDatabase } from '@shop/db';
import { brandOf, type FulfilmentContext } from '../fulfilment/context.ts';
import { mailSettingFor } from '../fulfilment/mailSetting.ts';
import { PermanentJobError } from '../jobs/index.ts';
import { composeDoublerWinnerMail, MailDeliveryError, senderFor } from '../mail/index.ts';

/** Tells a draw's winner what was added to their card, in the language they entered in. At least once. */
export async function sendDoublerWinnerEmail(db: ShopDatabase, context: FulfilmentContext, storeId: number, drawDate: string): Promise<void> {
  const win = await findDoublerWin(db, storeId, drawDate);
  if (!win) throw new PermanentJobError('the draw has no winner');
  if (!context.mailer.enabled) throw new MailDeliveryError('mail is off: SMTP_URL is not set');
  const brand = brandOf(context, storeId);
  const mail = await composeDoublerWinnerMail({
    setting: mailSettingFor(context, brand, win.language),
    drawDate,
    card: { lastDigits: win.numberEnding, prizeMinor: win.prizeMinor, balanceMinor: win.balanceMinor },
  });
  await context.mailer.send({ from: senderFor(brand), to: win.email, ...mail });
}
