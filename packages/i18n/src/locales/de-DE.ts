import type { FeatureCatalogs } from '../catalogs.ts';
import activation from '../../messages/de-DE/activation.json';
import account from '../../messages/de-DE/account.json';
import auth from '../../messages/de-DE/auth.json';
import balance from '../../messages/de-DE/balance.json';
import business from '../../messages/de-DE/business.json';
import cart from '../../messages/de-DE/cart.json';
import catalogue from '../../messages/de-DE/catalogue.json';
import checkout from '../../messages/de-DE/checkout.json';
import chrome from '../../messages/de-DE/chrome.json';
import common from '../../messages/de-DE/common.json';
import doubler from '../../messages/de-DE/doubler.json';
import errors from '../../messages/de-DE/errors.json';
import mail from '../../messages/de-DE/mail.json';
import product from '../../messages/de-DE/product.json';
import search from '../../messages/de-DE/search.json';
import seo from '../../messages/de-DE/seo.json';
import storeSwitcher from '../../messages/de-DE/storeSwitcher.json';
import validation from '../../messages/de-DE/validation.json';

/** The de-DE catalog, feature by feature. */
export default { account, auth, activation, balance, business, cart, catalogue, checkout, chrome, common, doubler, errors, mail, product, search, seo, storeSwitcher, validation } satisfies FeatureCatalogs;
