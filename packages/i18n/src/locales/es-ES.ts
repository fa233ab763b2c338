import type { FeatureCatalogs } from '../catalogs.ts';
import activation from '../../messages/es-ES/activation.json';
import account from '../../messages/es-ES/account.json';
import auth from '../../messages/es-ES/auth.json';
import balance from '../../messages/es-ES/balance.json';
import business from '../../messages/es-ES/business.json';
import cart from '../../messages/es-ES/cart.json';
import catalogue from '../../messages/es-ES/catalogue.json';
import checkout from '../../messages/es-ES/checkout.json';
import chrome from '../../messages/es-ES/chrome.json';
import common from '../../messages/es-ES/common.json';
import doubler from '../../messages/es-ES/doubler.json';
import errors from '../../messages/es-ES/errors.json';
import mail from '../../messages/es-ES/mail.json';
import product from '../../messages/es-ES/product.json';
import search from '../../messages/es-ES/search.json';
import seo from '../../messages/es-ES/seo.json';
import storeSwitcher from '../../messages/es-ES/storeSwitcher.json';
import validation from '../../messages/es-ES/validation.json';

/** The es-ES catalog (Spain; also read by the other Spanish-speaking stores, such as es-MX), feature by feature. */
export default { account, auth, activation, balance, business, cart, catalogue, checkout, chrome, common, doubler, errors, mail, product, search, seo, storeSwitcher, validation } satisfies FeatureCatalogs;
