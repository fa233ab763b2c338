import type { FeatureCatalogs } from '../catalogs.ts';
import activation from '../../messages/sv-SE/activation.json';
import account from '../../messages/sv-SE/account.json';
import auth from '../../messages/sv-SE/auth.json';
import balance from '../../messages/sv-SE/balance.json';
import business from '../../messages/sv-SE/business.json';
import cart from '../../messages/sv-SE/cart.json';
import catalogue from '../../messages/sv-SE/catalogue.json';
import checkout from '../../messages/sv-SE/checkout.json';
import chrome from '../../messages/sv-SE/chrome.json';
import common from '../../messages/sv-SE/common.json';
import doubler from '../../messages/sv-SE/doubler.json';
import errors from '../../messages/sv-SE/errors.json';
import mail from '../../messages/sv-SE/mail.json';
import product from '../../messages/sv-SE/product.json';
import search from '../../messages/sv-SE/search.json';
import seo from '../../messages/sv-SE/seo.json';
import storeSwitcher from '../../messages/sv-SE/storeSwitcher.json';
import validation from '../../messages/sv-SE/validation.json';

/** The sv-SE catalog, feature by feature. */
export default { account, auth, activation, balance, business, cart, catalogue, checkout, chrome, common, doubler, errors, mail, product, search, seo, storeSwitcher, validation } satisfies FeatureCatalogs;
