import { findAccountProfile, type ShopDatabase } from '@shop/db';
import { brandOf, type FulfilmentContext } from '../fulfilment/context.ts';
import { mailSettingFor, screenUrl } from '../fulfilment/mailSetting.ts';
import { composePasswordResetMail, MailDeliveryError, senderFor } from '../mail/index.ts';

export interface PasswordResetMailJob {
  readonly storeId: number;
  readonly accountId: string;
  readonly language: string;
  readonly token: string;
}

/** The new password page with the link's token: `/account/new-password/?token=…` on the store's origin. */
export function resetLinkUrl(context: FulfilmentContext, storeId: number, language: string, token: string): string {
  const brand = brandOf(context, storeId);
  return `${screenUrl(context, brand, language, 'accountNewPassword')}?${new URLSearchParams({ token })}`;
}

/** Sends the reset link to the account's e-mail; an account deleted since gets nothing. */
export async function sendPasswordResetEmail(db: ShopDatabase, context: FulfilmentContext, job: PasswordResetMailJob): Promise<'sent' | 'account-gone'> {
  const profile = await findAccountProfile(db, { storeId: job.storeId, accountId: job.accountId });
  if (!profile) return 'account-gone';
  if (!context.mailer.enabled) throw new MailDeliveryError('mail is off: SMTP_URL is not set');
  const brand = brandOf(context, job.storeId);
  const mail = await composePasswordResetMail({
    setting: mailSettingFor(context, brand, job.language),
    resetUrl: resetLinkUrl(context, job.storeId, job.language, job.token),
  });
  await context.mailer.send({ from: senderFor(brand), to: profile.email, ...mail });
  return 'sent';
}
