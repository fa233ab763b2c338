import { screenForPath, type BrandConfig, type ScreenId } from '@shop/brand-config';
import { REFERRER_POLICY } from './policies.ts';

/**
 * Screens that show one visitor's basket, order or account (activation orders too). Each page is rendered per request
 * (`force-dynamic`), so it can carry a nonce; personal-pages.test.ts holds them to that.
 */
export const PERSONAL_SCREENS = [
  'cart', 'checkout', 'checkoutProcessPayment', 'checkoutConfirmation', 'checkoutThankYou', 'activateSuccess', 'cardDetails',
  'account', 'accountLogin', 'accountRegister', 'accountRegisterSuccess', 'accountForgotPassword', 'accountForgotPasswordSuccess',
  'accountNewPassword', 'accountNewPasswordSuccess',
  'accountOverview', 'accountOrders', 'accountData', 'accountAddressBook', 'reorder',
] as const satisfies readonly ScreenId[];
export type PersonalScreen = (typeof PERSONAL_SCREENS)[number];

/** Screens whose address may hold an order uuid (`/checkout/<uuid>/`, `?order=<uuid>`). */
const ORDER_IN_ADDRESS: readonly PersonalScreen[] = [
  'checkout', 'checkoutProcessPayment', 'checkoutConfirmation', 'checkoutThankYou', 'activateSuccess', 'cardDetails', 'accountOrders', 'reorder',
];

const isPersonal = (screen: ScreenId): screen is PersonalScreen => (PERSONAL_SCREENS as readonly ScreenId[]).includes(screen);

/** The personal screen a public path shows in any of the brand's languages, or null. */
export function personalScreenForPath(brand: BrandConfig, pathname: string): PersonalScreen | null {
  for (const language of brand.languages) {
    const match = screenForPath(brand, language.code, pathname);
    if (match && isPersonal(match.screen)) return match.screen;
  }
  return null;
}

export function referrerPolicyFor(screen: PersonalScreen): ReferrerPolicy {
  return ORDER_IN_ADDRESS.includes(screen) ? REFERRER_POLICY.orderPage : REFERRER_POLICY.site;
}
