import type { FeatureCatalogs } from '../catalogs.ts';
import account from '../../messages/fr-CA/account.json';
import activation from '../../messages/fr-CA/activation.json';
import auth from '../../messages/fr-CA/auth.json';
import balance from '../../messages/fr-CA/balance.json';
import business from '../../messages/fr-CA/business.json';
import cart from '../../messages/fr-CA/cart.json';
import catalogue from '../../messages/fr-CA/catalogue.json';
import checkout from '../../messages/fr-CA/checkout.json';
import chrome from '../../messages/fr-CA/chrome.json';
import common from '../../messages/fr-CA/common.json';
import doubler from '../../messages/fr-CA/doubler.json';
import errors from '../../messages/fr-CA/errors.json';
import mail from '../../messages/fr-CA/mail.json';
import product from '../../messages/fr-CA/product.json';
import search from '../../messages/fr-CA/search.json';
import seo from '../../messages/fr-CA/seo.json';
import storeSwitcher from '../../messages/fr-CA/storeSwitcher.json';
import validation from '../../messages/fr-CA/validation.json';

/** The fr-CA messages that differ from fr-FR: Québec terms (courriel, NIP, infolettre, carte-cadeau, taxes, service à la clientèle). */
export default { account, activation, auth, balance, business, cart, catalogue, checkout, chrome, common, doubler, errors, mail, product, search, seo, storeSwitcher, validation } satisfies Partial<FeatureCatalogs>;
