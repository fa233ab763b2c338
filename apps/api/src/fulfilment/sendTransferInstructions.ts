import { findOrderForMail, findPaymentForMail, type ShopDatabase } from '@shop/db';
import { z } from 'zod';
import { PermanentJobError } from '../jobs/index.ts';
import { composeTransferInstructionsMail, senderFor } from '../mail/index.ts';
import { brandOf, type FulfilmentContext } from './context.ts';
import { confirmationUrl, mailSettingFor, placedCustomer } from './mailSetting.ts';

const transferAction = z.object({
  kind: z.literal('TRANSFER'),
  transfer: z.object({
    iban: z.string(),
    bic: z.string(),
    beneficiary: z.string(),
    reference: z.string(),
    amount: z.object({ currency: z.string(), value: z.number().int() }),
    expiresAt: z.string(),
  }),
});

/** Sends the buyer what to transfer where, unless the payment is no longer waiting for the transfer. */
export async function sendTransferInstructions(db: ShopDatabase, context: FulfilmentContext, storeId: number, orderId: string, paymentId: string): Promise<boolean> {
  const brand = brandOf(context, storeId);
  const [order, payment] = await Promise.all([findOrderForMail(db, { storeId, orderId }), findPaymentForMail(db, storeId, paymentId)]);
  if (!order || !payment || payment.orderId !== orderId) throw new PermanentJobError('payment or order does not exist');
  // Paid, expired or cancelled meanwhile: instructions would only confuse.
  if (payment.status !== 'PENDING' && payment.status !== 'REQUIRES_ACTION') return false;
  const action = transferAction.safeParse(payment.action);
  if (!action.success) throw new PermanentJobError('payment has no transfer instructions');
  const { transfer } = action.data;
  const buyer = placedCustomer.parse(order.customer);
  const mail = await composeTransferInstructionsMail({
    setting: mailSettingFor(context, brand, order.language, order.storefrontOrigin),
    buyerName: buyer.firstName,
    orderNumber: order.number,
    transfer: {
      iban: transfer.iban,
      bic: transfer.bic,
      beneficiary: transfer.beneficiary,
      reference: transfer.reference,
      amountMinor: transfer.amount.value,
      expiresAt: new Date(transfer.expiresAt),
    },
    confirmationUrl: confirmationUrl(context, brand, order),
  });
  await context.mailer.send({ from: senderFor(brand), to: buyer.email, ...mail });
  return true;
}
