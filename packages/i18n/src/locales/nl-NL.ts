import type { FeatureCatalogs } from '../catalogs.ts';
import activation from '../../messages/nl-NL/activation.json';
import account from '../../messages/nl-NL/account.json';
import auth from '../../messages/nl-NL/auth.json';
import balance from '../../messages/nl-NL/balance.json';
import business from '../../messages/nl-NL/business.json';
import cart from '../../messages/nl-NL/cart.json';
import catalogue from '../../messages/nl-NL/catalogue.json';
import checkout from '../../messages/nl-NL/checkout.json';
import chrome from '../../messages/nl-NL/chrome.json';
import common from '../../messages/nl-NL/common.json';
import doubler from '../../messages/nl-NL/doubler.json';
import errors from '../../messages/nl-NL/errors.json';
import mail from '../../messages/nl-NL/mail.json';
import product from '../../messages/nl-NL/product.json';
import search from '../../messages/nl-NL/search.json';
import seo from '../../messages/nl-NL/seo.json';
import storeSwitcher from '../../messages/nl-NL/storeSwitcher.json';
import validation from '../../messages/nl-NL/validation.json';

/** The nl-NL catalog, feature by feature. */
export default { account, auth, activation, balance, business, cart, catalogue, checkout, chrome, common, doubler, errors, mail, product, search, seo, storeSwitcher, validation } satisfies FeatureCatalogs;
