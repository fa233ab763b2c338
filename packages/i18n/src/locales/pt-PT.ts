import type { FeatureCatalogs } from '../catalogs.ts';
import activation from '../../messages/pt-PT/activation.json';
import account from '../../messages/pt-PT/account.json';
import auth from '../../messages/pt-PT/auth.json';
import balance from '../../messages/pt-PT/balance.json';
import business from '../../messages/pt-PT/business.json';
import cart from '../../messages/pt-PT/cart.json';
import catalogue from '../../messages/pt-PT/catalogue.json';
import checkout from '../../messages/pt-PT/checkout.json';
import chrome from '../../messages/pt-PT/chrome.json';
import common from '../../messages/pt-PT/common.json';
import doubler from '../../messages/pt-PT/doubler.json';
import errors from '../../messages/pt-PT/errors.json';
import mail from '../../messages/pt-PT/mail.json';
import product from '../../messages/pt-PT/product.json';
import search from '../../messages/pt-PT/search.json';
import seo from '../../messages/pt-PT/seo.json';
import storeSwitcher from '../../messages/pt-PT/storeSwitcher.json';
import validation from '../../messages/pt-PT/validation.json';

/** The pt-PT catalog, feature by feature (the Brazilian store, pt-BR, reads it too). */
export default { account, auth, activation, balance, business, cart, catalogue, checkout, chrome, common, doubler, errors, mail, product, search, seo, storeSwitcher, validation } satisfies FeatureCatalogs;
