import type { FeatureCatalogs } from '../catalogs.ts';
import activation from '../../messages/fr-FR/activation.json';
import account from '../../messages/fr-FR/account.json';
import auth from '../../messages/fr-FR/auth.json';
import balance from '../../messages/fr-FR/balance.json';
import business from '../../messages/fr-FR/business.json';
import cart from '../../messages/fr-FR/cart.json';
import catalogue from '../../messages/fr-FR/catalogue.json';
import checkout from '../../messages/fr-FR/checkout.json';
import chrome from '../../messages/fr-FR/chrome.json';
import common from '../../messages/fr-FR/common.json';
import doubler from '../../messages/fr-FR/doubler.json';
import errors from '../../messages/fr-FR/errors.json';
import mail from '../../messages/fr-FR/mail.json';
import product from '../../messages/fr-FR/product.json';
import search from '../../messages/fr-FR/search.json';
import seo from '../../messages/fr-FR/seo.json';
import storeSwitcher from '../../messages/fr-FR/storeSwitcher.json';
import validation from '../../messages/fr-FR/validation.json';

/** The fr-FR catalog, feature by feature. */
export default { account, auth, activation, balance, business, cart, catalogue, checkout, chrome, common, doubler, errors, mail, product, search, seo, storeSwitcher, validation } satisfies FeatureCatalogs;
