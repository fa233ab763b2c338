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

/**
 * The storefront origin links in e-mails point to: the one the order was placed on, where the mail concerns an order
 * that recorded it (with several storefronts on one API, each order's mails lead back to its own), else the configured
 * one (`STOREFRONT_ORIGIN`), else the brand's own.
 */
export function originOf(context: FulfilmentContext, brand: TenantBrand, placedOn: string | null = null): string {
  return (placedOn ?? context.publicOrigin ?? brand.origins[0] ?? '').replace(/\/$/, '');
}

/** Brand, words and formats for an e-mail in the order's language, linking to the storefront it was placed on. */
export function mailSettingFor(context: FulfilmentContext, brand: TenantBrand, languageCode: string, placedOn: string | null = null): MailSetting {
  const locale = languageOf(brand, languageCode)?.locale ?? 'en-IE';
  return {
    brand: {
      name: brand.name,
      storeUrl: screenUrl(context, brand, languageCode, 'home', { placedOn }),
      balanceCheckUrl: screenUrl(context, brand, languageCode, 'redeemStart', { placedOn }),
      supportEmail: brand.support.email,
      supportPhone: brand.support.phone,
    },
    t: mailText(locale),
    format: mailFormat(locale, brand.currency, storeTimeZone(brand.country)),
  };
}

/**
 * The address of a storefront screen in a language, for a link in an e-mail: with the screen's `params`, on the
 * storefront an order was `placedOn` where the mail concerns one (originOf).
 */
export function screenUrl(
  context: FulfilmentContext,
  brand: TenantBrand,
  languageCode: string,
  screen: MailLinkScreen,
  { params, placedOn = null }: { readonly params?: Readonly<Record<string, string>>; readonly placedOn?: string | null } = {},
): string {
  return `${originOf(context, brand, placedOn)}${brand.screenPath(languageCode, screen, params)}`;
}

/** The order's confirmation page, on the storefront it was placed on. */
export function confirmationUrl(context: FulfilmentContext, brand: TenantBrand, order: { readonly id: string; readonly language: string; readonly storefrontOrigin: string | null }): string {
  return screenUrl(context, brand, order.language, 'checkoutConfirmation', { params: { uuid: order.id }, placedOn: order.storefrontOrigin });
}
