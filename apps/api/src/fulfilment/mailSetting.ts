import { z } from 'zod';
import { mailFormat, mailText, type MailSetting } from '../mail/index.ts';
import type { MailLinkScreen, TenantBrand } from '../tenancy/brands.ts';
import type { FulfilmentContext } from './context.ts';
import { storeTimeZone } from '@shop/delivery';

/** The order's contact person as placed (`orders.customer`); only what e-mails need is read. */
export const placedCustomer = z.object({
  customerType: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  companyName: z.string().nullish(),
});
export type PlacedCustomer = z.infer<typeof placedCustomer>;

/** How the buyer is named to a receiver: the company for business orders, else the first name. */
export function senderName(customer: PlacedCustomer): string {
  return customer.customerType === 'BUSINESS' && customer.companyName ? customer.companyName : customer.firstName;
}

function languageOf(brand: TenantBrand, languageCode: string) {
  return brand.languages.find((language) => language.code === languageCode) ?? brand.languages.find((language) => language.default) ?? brand.languages[0];
}

/** The storefront origin links in e-mails point to. */
export function originOf(context: FulfilmentContext, brand: TenantBrand): string {
  return (context.publicOrigin ?? brand.origins[0] ?? '').replace(/\/$/, '');
}

/** Brand, words and formats for an e-mail in the order's language. */
export function mailSettingFor(context: FulfilmentContext, brand: TenantBrand, languageCode: string): MailSetting {
  const locale = languageOf(brand, languageCode)?.locale ?? 'en-IE';
  return {
    brand: {
      name: brand.name,
      storeUrl: screenUrl(context, brand, languageCode, 'home'),
      balanceCheckUrl: screenUrl(context, brand, languageCode, 'redeemStart'),
      supportEmail: brand.support.email,
      supportPhone: brand.support.phone,
    },
    t: mailText(locale),
    format: mailFormat(locale, brand.currency, storeTimeZone(brand.country)),
  };
}

/** The address of a storefront screen in a language, for a link in an e-mail. */
export function screenUrl(
  context: FulfilmentContext,
  brand: TenantBrand,
  languageCode: string,
  screen: MailLinkScreen,
  params?: Readonly<Record<string, string>>,
): string {
  return `${originOf(context, brand)}${brand.screenPath(languageCode, screen, params)}`;
}

export function confirmationUrl(context: FulfilmentContext, brand: TenantBrand, languageCode: string, orderId: string): string {
  return screenUrl(context, brand, languageCode, 'checkoutConfirmation', { uuid: orderId });
}
