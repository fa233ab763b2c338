import type { StoreChoice } from './countries.ts';

/**
 * The stores of the family come to the browser when it needs them (the switcher opens, the IP banner finds another
 * country), not in every page's React payload, where the list with its addresses weighed about 5 KB.
 */
export const STORE_CHOICES_PATH = '/api/store-choices/';

export type LoadStoreChoices = () => Promise<readonly StoreChoice[]>;

let load: Promise<readonly StoreChoice[]> | null = null;

/** The family's stores (app/api/store-choices/route.ts), fetched once per page; a failure is asked again next time. */
export const loadStoreChoices: LoadStoreChoices = () => {
  load ??= fetch(STORE_CHOICES_PATH)
    .then(async (response) => (response.ok ? ((await response.json()) as readonly StoreChoice[]) : Promise.reject(new Error(`HTTP ${response.status}`))))
    .catch((error: unknown) => {
      load = null;
      throw error;
    });
  return load;
};
