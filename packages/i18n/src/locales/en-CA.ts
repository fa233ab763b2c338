import type { FeatureCatalogs } from '../catalogs.ts';
import cart from '../../messages/en-CA/cart.json';
import checkout from '../../messages/en-CA/checkout.json';
import chrome from '../../messages/en-CA/chrome.json';
import doubler from '../../messages/en-CA/doubler.json';
import mail from '../../messages/en-CA/mail.json';

/** The en-CA messages that differ from en-IE once it is respelled for Canada (north-american-english.ts). */
export default { cart, checkout, chrome, doubler, mail } satisfies Partial<FeatureCatalogs>;
