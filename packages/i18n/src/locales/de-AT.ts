import type { FeatureCatalogs } from '../catalogs.ts';
import balance from '../../messages/de-AT/balance.json';
import cart from '../../messages/de-AT/cart.json';
import checkout from '../../messages/de-AT/checkout.json';
import errors from '../../messages/de-AT/errors.json';
import mail from '../../messages/de-AT/mail.json';

/** The de-AT messages that differ from de-DE: Austrian German (Kassa for the checkout). */
export default { balance, cart, checkout, errors, mail } satisfies Partial<FeatureCatalogs>;
