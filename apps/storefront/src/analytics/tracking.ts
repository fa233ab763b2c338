import { createViewItemListBatcher, type ItemList, type ViewItemListBatcher } from './view-item-list-batcher.ts';
import { pushDataLayer, type AnalyticsItem } from './data-layer.ts';

let pageBatcher: ViewItemListBatcher | null = null;

/** One batcher per browser tab, flushed when the tab is hidden so no impression is lost on navigation away. */
export function viewItemListBatcher(): ViewItemListBatcher {
  if (pageBatcher) return pageBatcher;
  const batcher = createViewItemListBatcher();
  if (typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') batcher.flush();
    });
  }
  pageBatcher = batcher;
  return batcher;
}

export function trackSelectItem(list: ItemList, item: AnalyticsItem): void {
  pushDataLayer({
    event: 'select_item',
    ecommerce: { item_list_id: list.id, item_list_name: list.name, items: [{ ...item, item_list_id: list.id, item_list_name: list.name }] },
  });
}
