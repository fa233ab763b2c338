import { findQuoteRequest, type ShopDatabase } from '@shop/db';
import { brandOf, type FulfilmentContext } from '../fulfilment/context.ts';
import { mailSettingFor } from '../fulfilment/mailSetting.ts';
import { PermanentJobError } from '../jobs/index.ts';
import { composeQuoteConfirmationMail, composeQuoteDeskMail, MailDeliveryError, senderFor, type QuoteRequestForMail } from '../mail/index.ts';
import { quoteNumber, quotePromisedBy } from './policy.ts';

/** Who a quote request's e-mail goes to: the store's business desk, or the customer who asked. */
export type QuoteMailAudience = 'desk' | 'customer';

/**
 * Sends one of a quote request's two e-mails. The desk's is in the store's default language and answers go straight
 * to the customer (Reply-To); the customer's is in the language they wrote in. At least once: a crash after sending
 * sends it again.
 */
export async function sendQuoteRequestMail(
  db: ShopDatabase,
  context: FulfilmentContext,
  audience: QuoteMailAudience,
  storeId: number,
  quoteRequestId: string,
): Promise<void> {
  const row = await findQuoteRequest(db, storeId, quoteRequestId);
  if (!row) throw new PermanentJobError('quote request does not exist');
  if (!context.mailer.enabled) throw new MailDeliveryError('mail is off: SMTP_URL is not set');
  const brand = brandOf(context, storeId);
  const request: QuoteRequestForMail = {
    number: quoteNumber(row.number),
    companyName: row.companyName,
    vatNumber: row.vatNumber,
    contactName: row.contactName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    reference: row.reference,
    message: row.message,
    requestedAt: row.createdAt,
    promisedBy: quotePromisedBy(row.createdAt, brand),
  };
  if (audience === 'desk') {
    const language = brand.languages.find((candidate) => candidate.default) ?? brand.languages[0];
    const mail = await composeQuoteDeskMail({ setting: mailSettingFor(context, brand, language?.code ?? row.language), request });
    await context.mailer.send({ from: senderFor(brand), to: brand.support.email, headers: { 'Reply-To': row.email }, ...mail });
    return;
  }
  const mail = await composeQuoteConfirmationMail({ setting: mailSettingFor(context, brand, row.language), request });
  await context.mailer.send({ from: senderFor(brand), to: row.email, ...mail });
}
