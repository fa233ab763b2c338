import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataLayerEvent } from './data-layer.ts';
import { createViewItemListBatcher } from './view-item-list-batcher.ts';

const list = { id: 'product_list', name: 'Product list' };
const item = (id: string, index: number) => ({ item_id: id, item_name: `Card ${id}`, index });

describe('view_item_list batching', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the items seen within one second as a single event', () => {
    const events: DataLayerEvent[] = [];
    const batcher = createViewItemListBatcher({ push: (event) => events.push(event) });

    batcher.seen(list, item('1', 1));
    vi.advanceTimersByTime(400);
    batcher.seen(list, item('2', 2));
    vi.advanceTimersByTime(599);
    expect(events).toHaveLength(0);

    vi.advanceTimersByTime(1);
    expect(events).toEqual([
      {
        event: 'view_item_list',
        ecommerce: {
          item_list_id: 'product_list',
          item_list_name: 'Product list',
          items: [
            { item_id: '1', item_name: 'Card 1', index: 1, item_list_id: 'product_list', item_list_name: 'Product list' },
            { item_id: '2', item_name: 'Card 2', index: 2, item_list_id: 'product_list', item_list_name: 'Product list' },
          ],
        },
      },
    ]);
  });

  it('starts a new batch for items seen after the first was sent', () => {
    const events: DataLayerEvent[] = [];
    const batcher = createViewItemListBatcher({ push: (event) => events.push(event) });
    batcher.seen(list, item('1', 1));
    vi.advanceTimersByTime(1000);
    batcher.seen(list, item('2', 2));
    vi.advanceTimersByTime(1000);
    expect(events.map((event) => event.event === 'view_item_list' && event.ecommerce.items.map((i) => i.item_id))).toEqual([['1'], ['2']]);
  });

  it('reports an item once per list, and each list in its own event', () => {
    const events: DataLayerEvent[] = [];
    const batcher = createViewItemListBatcher({ push: (event) => events.push(event) });
    const topList = { id: 'top_products', name: 'Top products' };
    batcher.seen(list, item('1', 1));
    batcher.seen(list, item('1', 1));
    batcher.seen(topList, item('1', 1));
    vi.advanceTimersByTime(1000);
    batcher.seen(list, item('1', 1));
    vi.advanceTimersByTime(1000);
    expect(events).toHaveLength(2);
    expect(events.map((event) => event.event === 'view_item_list' && [event.ecommerce.item_list_id, event.ecommerce.items.length])).toEqual([
      ['product_list', 1],
      ['top_products', 1],
    ]);
  });

  it('flush sends pending items at once and cancels the timer', () => {
    const events: DataLayerEvent[] = [];
    const batcher = createViewItemListBatcher({ push: (event) => events.push(event) });
    batcher.seen(list, item('1', 1));
    batcher.flush();
    expect(events).toHaveLength(1);
    vi.advanceTimersByTime(2000);
    expect(events).toHaveLength(1);
  });
});
