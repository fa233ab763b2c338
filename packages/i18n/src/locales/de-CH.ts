import type { FeatureCatalogs } from '../catalogs.ts';
import account from '../../messages/de-CH/account.json';
import business from '../../messages/de-CH/business.json';
import cart from '../../messages/de-CH/cart.json';
import checkout from '../../messages/de-CH/checkout.json';
import mail from '../../messages/de-CH/mail.json';
import search from '../../messages/de-CH/search.json';
import validation from '../../messages/de-CH/validation.json';

/** The de-CH messages beyond the Swiss spelling of the whole de-DE catalog (swiss-spelling.ts): MWST and «guillemets». */
export default { account, business, cart, checkout, mail, search, validation } satisfies Partial<FeatureCatalogs>;
