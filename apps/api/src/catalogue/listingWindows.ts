import { listProductCards, type ProductList, type ProductListInput, type ShopDatabase } from '@shop/db';

interface Waiting {
  readonly offset: number;
  readonly limit: number;
  readonly resolve: (list: ProductList) => void;
  readonly reject: (error: unknown) => void;
}

/** Per request (its GraphQL context), the listings asked for and not read yet, by store, language and filters. */
const waitingByRequest = new WeakMap<object, Map<string, Waiting[]>>();

/**
 * Windows that touch or overlap, in runs read with one query each. Windows far apart stay apart: one query over the
 * rows between them would read far more than both.
 */
export function touchingRuns<Window extends { readonly offset: number; readonly limit: number }>(windows: readonly Window[]): Window[][] {
  const runs: Window[][] = [];
  let runEnd = Number.NEGATIVE_INFINITY;
  for (const window of [...windows].sort((a, b) => a.offset - b.offset)) {
    const current = runs.at(-1);
    if (current && window.offset <= runEnd) {
      current.push(window);
      runEnd = Math.max(runEnd, window.offset + window.limit);
    } else {
      runs.push([window]);
      runEnd = window.offset + window.limit;
    }
  }
  return runs;
}

async function readRuns(db: ShopDatabase, input: ProductListInput, windows: readonly Waiting[]): Promise<void> {
  for (const run of touchingRuns(windows)) {
    const offset = Math.min(...run.map((window) => window.offset));
    const end = Math.max(...run.map((window) => window.offset + window.limit));
    try {
      const list = await listProductCards(db, { ...input, offset, limit: end - offset });
      for (const window of run) {
        const from = window.offset - offset;
        window.resolve({ cards: list.cards.slice(from, from + window.limit), totalItems: list.totalItems });
      }
    } catch (error) {
      for (const window of run) window.reject(error);
    }
  }
}

/**
 * One listing of a request. The listings one request asks for under the same store, language and filters (the
 * storefront's page and its peek, the first card of the next page) are read together, one query for windows that
 * touch: on the embedded database each listing query costs milliseconds. Listings asked for in the same turn of the
 * event loop are gathered (GraphQL resolves sibling fields in one turn).
 */
export function readListing(db: ShopDatabase, request: object, input: ProductListInput): Promise<ProductList> {
  const key = JSON.stringify([input.storeId, input.language, input.filters ?? null]);
  let waiting = waitingByRequest.get(request);
  if (!waiting) waitingByRequest.set(request, (waiting = new Map()));
  let windows = waiting.get(key);
  if (!windows) {
    const batch: Waiting[] = [];
    const ofRequest = waiting;
    waiting.set(key, (windows = batch));
    setImmediate(() => {
      ofRequest.delete(key);
      void readRuns(db, input, batch);
    });
  }
  const joined = windows;
  return new Promise((resolve, reject) => joined.push({ offset: input.offset, limit: input.limit, resolve, reject }));
}
