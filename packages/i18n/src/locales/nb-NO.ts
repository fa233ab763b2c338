import type { FeatureCatalogs } from '../catalogs.ts';
import activation from '../../messages/nb-NO/activation.json';
import account from '../../messages/nb-NO/account.json';
import auth from '../../messages/nb-NO/auth.json';
import balance from '../../messages/nb-NO/balance.json';
import business from '../../messages/nb-NO/business.json';
import cart from '../../messages/nb-NO/cart.json';
import catalogue from '../../messages/nb-NO/catalogue.json';
import checkout from '../../messages/nb-NO/checkout.json';
import chrome from '../../messages/nb-NO/chrome.json';
import common from '../../messages/nb-NO/common.json';
import doubler from '../../messages/nb-NO/doubler.json';
import errors from '../../messages/nb-NO/errors.json';
import mail from '../../messages/nb-NO/mail.json';
import product from '../../messages/nb-NO/product.json';
import search from '../../messages/nb-NO/search.json';
import seo from '../../messages/nb-NO/seo.json';
import storeSwitcher from '../../messages/nb-NO/storeSwitcher.json';
import validation from '../../messages/nb-NO/validation.json';

/** The nb-NO catalog, feature by feature. */
export default { account, auth, activation, balance, business, cart, catalogue, checkout, chrome, common, doubler, errors, mail, product, search, seo, storeSwitcher, validation } satisfies FeatureCatalogs;
