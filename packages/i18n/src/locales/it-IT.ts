import type { FeatureCatalogs } from '../catalogs.ts';
import activation from '../../messages/it-IT/activation.json';
import account from '../../messages/it-IT/account.json';
import auth from '../../messages/it-IT/auth.json';
import balance from '../../messages/it-IT/balance.json';
import business from '../../messages/it-IT/business.json';
import cart from '../../messages/it-IT/cart.json';
import catalogue from '../../messages/it-IT/catalogue.json';
import checkout from '../../messages/it-IT/checkout.json';
import chrome from '../../messages/it-IT/chrome.json';
import common from '../../messages/it-IT/common.json';
import doubler from '../../messages/it-IT/doubler.json';
import errors from '../../messages/it-IT/errors.json';
import mail from '../../messages/it-IT/mail.json';
import product from '../../messages/it-IT/product.json';
import search from '../../messages/it-IT/search.json';
import seo from '../../messages/it-IT/seo.json';
import storeSwitcher from '../../messages/it-IT/storeSwitcher.json';
import validation from '../../messages/it-IT/validation.json';

/** The it-IT catalog (Italy; also read by the other Italian-speaking stores, such as it-CH), feature by feature. */
export default { account, auth, activation, balance, business, cart, catalogue, checkout, chrome, common, doubler, errors, mail, product, search, seo, storeSwitcher, validation } satisfies FeatureCatalogs;
