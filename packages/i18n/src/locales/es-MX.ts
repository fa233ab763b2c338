import type { FeatureCatalogs } from '../catalogs.ts';
import account from '../../messages/es-MX/account.json';

/** The es-MX messages that differ from es-ES: Mexican Spanish (ustedes, celular, computadora). */
export default { account } satisfies Partial<FeatureCatalogs>;
