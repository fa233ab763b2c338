import { fetchJsonOnce } from '../../data/fetch-once.ts';
import type { StoreChoice } from './countries.ts';

/**
 * The stores of the family come to the browser when it needs them (the switcher opens, the IP banner finds another
 * country), not in every page's React payload, where the list with its addresses weighed about 5 KB.
 */
export const STORE_CHOICES_PATH = '/api/store-choices/';

export type LoadStoreChoices = () => Promise<readonly StoreChoice[]>;

/** The family's stores (app/api/store-choices/route.ts), fetched once per page; a failure is asked again next time. */
export const loadStoreChoices: LoadStoreChoices = () => fetchJsonOnce(STORE_CHOICES_PATH);
