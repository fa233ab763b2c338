import activation from '../../messages/en-IE/activation.json';
import account from '../../messages/en-IE/account.json';
import auth from '../../messages/en-IE/auth.json';
import balance from '../../messages/en-IE/balance.json';
import business from '../../messages/en-IE/business.json';
import cart from '../../messages/en-IE/cart.json';
import catalogue from '../../messages/en-IE/catalogue.json';
import checkout from '../../messages/en-IE/checkout.json';
import chrome from '../../messages/en-IE/chrome.json';
import common from '../../messages/en-IE/common.json';
import doubler from '../../messages/en-IE/doubler.json';
import errors from '../../messages/en-IE/errors.json';
import mail from '../../messages/en-IE/mail.json';
import product from '../../messages/en-IE/product.json';
import search from '../../messages/en-IE/search.json';
import seo from '../../messages/en-IE/seo.json';
import storeSwitcher from '../../messages/en-IE/storeSwitcher.json';
import validation from '../../messages/en-IE/validation.json';

/** The reference catalog: every message id exists here first, and every other locale has exactly these ids. */
export default { account, auth, activation, balance, business, cart, catalogue, checkout, chrome, common, doubler, errors, mail, product, search, seo, storeSwitcher, validation } as const;
