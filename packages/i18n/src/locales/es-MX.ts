import type { FeatureCatalogs } from '../catalogs.ts';
import account from '../../messages/es-MX/account.json';
import activation from '../../messages/es-MX/activation.json';
import auth from '../../messages/es-MX/auth.json';
import balance from '../../messages/es-MX/balance.json';
import business from '../../messages/es-MX/business.json';
import cart from '../../messages/es-MX/cart.json';
import catalogue from '../../messages/es-MX/catalogue.json';
import checkout from '../../messages/es-MX/checkout.json';
import chrome from '../../messages/es-MX/chrome.json';
import doubler from '../../messages/es-MX/doubler.json';
import errors from '../../messages/es-MX/errors.json';
import mail from '../../messages/es-MX/mail.json';
import product from '../../messages/es-MX/product.json';
import search from '../../messages/es-MX/search.json';
import validation from '../../messages/es-MX/validation.json';

/** The es-MX messages that differ from es-ES: Mexican Spanish (tarjeta de regalo, agregar, ingresar, monto, pretérito simple, RFC, costo de envío). */
export default { account, activation, auth, balance, business, cart, catalogue, checkout, chrome, doubler, errors, mail, product, search, validation } satisfies Partial<FeatureCatalogs>;
