import type { FeatureCatalogs } from '../catalogs.ts';
import account from '../../messages/pt-BR/account.json';
import activation from '../../messages/pt-BR/activation.json';
import auth from '../../messages/pt-BR/auth.json';
import balance from '../../messages/pt-BR/balance.json';
import business from '../../messages/pt-BR/business.json';
import cart from '../../messages/pt-BR/cart.json';
import catalogue from '../../messages/pt-BR/catalogue.json';
import checkout from '../../messages/pt-BR/checkout.json';
import chrome from '../../messages/pt-BR/chrome.json';
import common from '../../messages/pt-BR/common.json';
import doubler from '../../messages/pt-BR/doubler.json';
import errors from '../../messages/pt-BR/errors.json';
import mail from '../../messages/pt-BR/mail.json';
import product from '../../messages/pt-BR/product.json';
import search from '../../messages/pt-BR/search.json';
import seo from '../../messages/pt-BR/seo.json';
import storeSwitcher from '../../messages/pt-BR/storeSwitcher.json';
import validation from '../../messages/pt-BR/validation.json';

/** The pt-BR messages that differ from pt-PT: Brazilian Portuguese (você, pedido, senha, cadastro, e-mail, Correios, frete, gerúndio). */
export default { account, activation, auth, balance, business, cart, catalogue, checkout, chrome, common, doubler, errors, mail, product, search, seo, storeSwitcher, validation } satisfies Partial<FeatureCatalogs>;
