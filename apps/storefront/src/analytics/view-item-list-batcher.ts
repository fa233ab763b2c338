import { pushDataLayer, type AnalyticsItem, type DataLayerEvent } from './data-layer.ts';

/** Spec §9: items seen within this window are reported together. */
export const VIEW_ITEM_LIST_BATCH_MS = 1000;

export interface ItemList {
  readonly id: string;
  readonly name: string;
}

interface Timers {
  readonly setTimeout: (callback: () => void, ms: number) => unknown;
  readonly clearTimeout: (handle: unknown) => void;
}

export interface ViewItemListBatcherOptions {
  readonly push?: (event: DataLayerEvent) => void;
  readonly delayMs?: number;
  readonly timers?: Timers;
}

export interface ViewItemListBatcher {
  /** Records that an item of a list became visible; each item counts once per list. */
  readonly seen: (list: ItemList, item: AnalyticsItem) => void;
  /** Sends what is pending now (e.g. when the page is hidden). */
  readonly flush: () => void;
}

const globalTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/**
 * Collects `view_item_list` impressions and sends one event per list once the first pending item is a second old,
 * so scrolling through a grid produces a few events instead of one per card.
 */
export function createViewItemListBatcher({
  push = pushDataLayer,
  delayMs = VIEW_ITEM_LIST_BATCH_MS,
  timers = globalTimers,
}: ViewItemListBatcherOptions = {}): ViewItemListBatcher {
  const reported = new Set<string>();
  const pending = new Map<string, { list: ItemList; items: AnalyticsItem[] }>();
  let timer: unknown = null;

  const flush = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
    for (const { list, items } of pending.values()) {
      push({ event: 'view_item_list', ecommerce: { item_list_id: list.id, item_list_name: list.name, items } });
    }
    pending.clear();
  };

  const seen = (list: ItemList, item: AnalyticsItem) => {
    const key = `${list.id}\u0000${item.item_id}`;
    if (reported.has(key)) return;
    reported.add(key);
    const entry = pending.get(list.id) ?? { list, items: [] };
    entry.items.push({ ...item, item_list_id: list.id, item_list_name: list.name });
    pending.set(list.id, entry);
    if (timer === null) timer = timers.setTimeout(flush, delayMs);
  };

  return { seen, flush };
}
