import { findActivationOrder, type ShopDatabase } from '@shop/db';
import { brandOf, type FulfilmentContext } from '../fulfilment/context.ts';
import { mailSettingFor, originOf } from '../fulfilment/mailSetting.ts';
import { PermanentJobError } from '../jobs/index.ts';
import { composeCardActivationMail, MailDeliveryError, senderFor, type CardActivationEmailProps } from '../mail/index.ts';
import { lastDigits, voucherPath } from './voucher.ts';

/**
 * Tells the holder how their activation ended: the card is active (with a link to its voucher) or could not be
 * activated. At least once: a crash after sending sends it again.
 */
export async function sendActivationEmail(db: ShopDatabase, context: FulfilmentContext, storeId: number, activationOrderId: string): Promise<void> {
  const brand = brandOf(context, storeId);
  const order = await findActivationOrder(db, storeId, activationOrderId);
  if (!order) throw new PermanentJobError('activation order does not exist');
  if (!context.mailer.enabled) throw new MailDeliveryError('mail is off: SMTP_URL is not set');
  const setting = mailSettingFor(context, brand, order.language);
  const card = { lastDigits: lastDigits(order.card.number), valueMinor: order.card.valueMinor, expiresAt: order.card.expiresAt };
  let props: CardActivationEmailProps;
  if (order.status === 'COMPLETED' && order.card.activatedAt) {
    const voucherUrl = `${originOf(context, brand)}${voucherPath(brand.screenPath(order.language, 'cardDetails'), order.id)}`;
    props = { setting, outcome: 'activated', card, activatedAt: order.card.activatedAt, voucherUrl };
  } else if (order.status === 'CANCELED') {
    props = { setting, outcome: 'canceled', card };
  } else {
    throw new PermanentJobError('activation order has not been processed');
  }
  await context.mailer.send({ from: senderFor(brand), to: order.email, ...(await composeCardActivationMail(props)) });
}
