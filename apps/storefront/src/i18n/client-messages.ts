import { messagesStartingWith, type BrowserMessagePrefix } from '@shop/i18n';
import { toBrowserMessages, type BrowserMessages } from './browser-messages.ts';

/**
 * The messages each part of the storefront formats in the browser. A page hands the browser only these, not the whole
 * catalog (which weighed 27 KB in every page's HTML): the layout the chrome's, a screen its own on top
 * (`<ClientMessages scope=…>`). client-messages.test.ts follows the imports of every route and fails when a client
 * module uses a message outside the scopes it renders under.
 */
export const CLIENT_MESSAGE_SCOPES = {
  /** Every page: header menu and basket count, search, the error modal's frame, error and not-found pages. The API's
   * error texts and the store switcher's come when those first open (texts-on-demand.ts). */
  chrome: ['chrome.header.', 'chrome.menu.', 'search.', 'errors.generic', 'errors.apiUnavailable', 'errors.modal.', 'common.'],
  /** Product listings: "Load more" and numbered pages. */
  catalogue: ['catalogue.list.', 'catalogue.pagination.'],
  product: ['product.', 'validation.'],
  cart: ['cart.', 'checkout.identify.', 'checkout.guest.', 'checkout.captcha.', 'product.delivery.'],
  /** The payment step's gift card form shares the balance check's model, whose spending links come along. */
  checkout: ['checkout.', 'product.delivery.', 'validation.', 'balance.spend.', 'errors.code.', 'errors.parameter.'],
  /** The balance check: its form and result, the shared rules' texts and the captcha's. */
  balance: ['balance.', 'validation.', 'checkout.captcha.', 'checkout.identify.captcha', 'errors.code.', 'errors.parameter.'],
  /** Choice card activation: its form, the shared rules' texts and the captcha's. */
  activation: ['activation.', 'validation.', 'checkout.captcha.', 'checkout.identify.captcha', 'errors.code.', 'errors.parameter.'],
  /** The account area and reorder: their forms, the shared rules' texts and the checkout's address fields. */
  account: ['account.', 'validation.', 'checkout.address.', 'checkout.form.optional', 'errors.code.', 'errors.parameter.'],
  /** Identify, log in, register and the password reset pages: their forms, the shared rules' texts and the captcha's. */
  auth: ['auth.', 'validation.', 'checkout.captcha.', 'checkout.identify.captcha', 'errors.code.', 'errors.parameter.'],
  /** The balance doubler's entry form: its texts, the shared rules' texts, the card check's and the captcha's. */
  doubler: ['doubler.form.', 'validation.', 'checkout.captcha.', 'checkout.identify.captcha', 'errors.code.', 'errors.parameter.'],
  /** The business page's quote request: its form, the shared rules' texts and the captcha's. */
  business: ['business.quote.', 'validation.', 'checkout.captcha.', 'checkout.identify.captcha', 'errors.code.', 'errors.parameter.'],
} as const satisfies Record<string, readonly BrowserMessagePrefix[]>;

export type ClientMessageScope = keyof typeof CLIENT_MESSAGE_SCOPES;

const byLocaleAndScope = new Map<string, BrowserMessages>();

/** The messages of one scope in a store locale, ready for the browser (made once per locale and scope). */
export function clientMessages(locale: string, scope: ClientMessageScope): BrowserMessages {
  const key = `${locale} ${scope}`;
  let messages = byLocaleAndScope.get(key);
  if (!messages) {
    messages = toBrowserMessages(messagesStartingWith(locale, CLIENT_MESSAGE_SCOPES[scope]));
    byLocaleAndScope.set(key, messages);
  }
  return messages;
}
