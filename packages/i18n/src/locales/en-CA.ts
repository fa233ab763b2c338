import type { FeatureCatalogs } from '../catalogs.ts';
import account from '../../messages/en-CA/account.json';
import activation from '../../messages/en-CA/activation.json';
import balance from '../../messages/en-CA/balance.json';
import business from '../../messages/en-CA/business.json';
import cart from '../../messages/en-CA/cart.json';
import catalogue from '../../messages/en-CA/catalogue.json';
import checkout from '../../messages/en-CA/checkout.json';
import chrome from '../../messages/en-CA/chrome.json';
import doubler from '../../messages/en-CA/doubler.json';
import errors from '../../messages/en-CA/errors.json';
import mail from '../../messages/en-CA/mail.json';
import product from '../../messages/en-CA/product.json';
import seo from '../../messages/en-CA/seo.json';
import validation from '../../messages/en-CA/validation.json';

/** The en-CA messages that differ from en-IE: Canadian terms (cart, mail, business days, GST/HST); British spelling stays. */
export default { account, activation, balance, business, cart, catalogue, checkout, chrome, doubler, errors, mail, product, seo, validation } satisfies Partial<FeatureCatalogs>;
