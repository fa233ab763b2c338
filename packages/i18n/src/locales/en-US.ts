import type { FeatureCatalogs } from '../catalogs.ts';
import account from '../../messages/en-US/account.json';
import activation from '../../messages/en-US/activation.json';
import balance from '../../messages/en-US/balance.json';
import business from '../../messages/en-US/business.json';
import cart from '../../messages/en-US/cart.json';
import catalogue from '../../messages/en-US/catalogue.json';
import checkout from '../../messages/en-US/checkout.json';
import chrome from '../../messages/en-US/chrome.json';
import doubler from '../../messages/en-US/doubler.json';
import errors from '../../messages/en-US/errors.json';
import mail from '../../messages/en-US/mail.json';
import product from '../../messages/en-US/product.json';
import seo from '../../messages/en-US/seo.json';
import validation from '../../messages/en-US/validation.json';

/** The en-US messages that differ from en-IE: American spelling and terms (cart, mail, business days, tax). */
export default { account, activation, balance, business, cart, catalogue, checkout, chrome, doubler, errors, mail, product, seo, validation } satisfies Partial<FeatureCatalogs>;
