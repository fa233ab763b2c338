import type { FeatureCatalogs } from '../catalogs.ts';
import activation from '../../messages/da-DK/activation.json';
import account from '../../messages/da-DK/account.json';
import auth from '../../messages/da-DK/auth.json';
import balance from '../../messages/da-DK/balance.json';
import business from '../../messages/da-DK/business.json';
import cart from '../../messages/da-DK/cart.json';
import catalogue from '../../messages/da-DK/catalogue.json';
import checkout from '../../messages/da-DK/checkout.json';
import chrome from '../../messages/da-DK/chrome.json';
import common from '../../messages/da-DK/common.json';
import doubler from '../../messages/da-DK/doubler.json';
import errors from '../../messages/da-DK/errors.json';
import mail from '../../messages/da-DK/mail.json';
import product from '../../messages/da-DK/product.json';
import search from '../../messages/da-DK/search.json';
import seo from '../../messages/da-DK/seo.json';
import storeSwitcher from '../../messages/da-DK/storeSwitcher.json';
import validation from '../../messages/da-DK/validation.json';

/** The da-DK catalog, feature by feature. */
export default { account, auth, activation, balance, business, cart, catalogue, checkout, chrome, common, doubler, errors, mail, product, search, seo, storeSwitcher, validation } satisfies FeatureCatalogs;
