import type { FeatureCatalogs } from '../catalogs.ts';
import account from '../../messages/en-US/account.json';
import business from '../../messages/en-US/business.json';
import cart from '../../messages/en-US/cart.json';
import checkout from '../../messages/en-US/checkout.json';
import doubler from '../../messages/en-US/doubler.json';
import mail from '../../messages/en-US/mail.json';
import validation from '../../messages/en-US/validation.json';

/** The en-US messages that differ from en-IE once it is respelled for the United States (north-american-english.ts). */
export default { account, business, cart, checkout, doubler, mail, validation } satisfies Partial<FeatureCatalogs>;
