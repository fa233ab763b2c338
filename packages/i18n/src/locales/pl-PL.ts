import type { FeatureCatalogs } from '../catalogs.ts';
import activation from '../../messages/pl-PL/activation.json';
import account from '../../messages/pl-PL/account.json';
import auth from '../../messages/pl-PL/auth.json';
import balance from '../../messages/pl-PL/balance.json';
import business from '../../messages/pl-PL/business.json';
import cart from '../../messages/pl-PL/cart.json';
import catalogue from '../../messages/pl-PL/catalogue.json';
import checkout from '../../messages/pl-PL/checkout.json';
import chrome from '../../messages/pl-PL/chrome.json';
import common from '../../messages/pl-PL/common.json';
import doubler from '../../messages/pl-PL/doubler.json';
import errors from '../../messages/pl-PL/errors.json';
import mail from '../../messages/pl-PL/mail.json';
import product from '../../messages/pl-PL/product.json';
import search from '../../messages/pl-PL/search.json';
import seo from '../../messages/pl-PL/seo.json';
import storeSwitcher from '../../messages/pl-PL/storeSwitcher.json';
import validation from '../../messages/pl-PL/validation.json';

/** The pl-PL catalog, feature by feature. */
export default { account, auth, activation, balance, business, cart, catalogue, checkout, chrome, common, doubler, errors, mail, product, search, seo, storeSwitcher, validation } satisfies FeatureCatalogs;
