// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CatalogueCard } from './card-model.ts';
import { ProductGrid } from './ProductGrid.tsx';

type Report = (entries: Array<Pick<IntersectionObserverEntry, 'isIntersecting' | 'intersectionRatio'>>) => void;

const watched = new Map<Element, Report>();

class FakeIntersectionObserver {
  constructor(private readonly report: Report) {}
  observe(element: Element) {
    watched.set(element, this.report);
  }
  disconnect() {}
}

function card(id: string): CatalogueCard {
  return {
    id,
    href: `/gift-cards/card-${id}/`,
    title: `Card ${id}`,
    description: '',
    image: { src: `/images/${id}.svg`, alt: '' },
    backgroundColor: '#ffffff',
    size: 'small',
    position: Number(id),
  };
}

function showCard(title: string, ratio: number) {
  const cell = screen.getByRole('link', { name: title }).closest('li');
  const report = cell && watched.get(cell);
  if (!report) throw new Error(`${title} is not watched`);
  act(() => report([{ isIntersecting: ratio > 0, intersectionRatio: ratio }]));
}

describe('ProductGrid impressions', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    window.dataLayer = [];
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    watched.clear();
  });

  it('reports the cards at least half on screen in one view_item_list after a second', () => {
    render(<ProductGrid list={{ id: 'home_grid', name: 'Home grid' }} label="Cards" cards={['1', '2', '3'].map((id) => ({ card: card(id) }))} />);
    showCard('Card 1', 0.5);
    showCard('Card 2', 0.3);
    showCard('Card 3', 1);
    expect(window.dataLayer).toEqual([]);

    act(() => vi.advanceTimersByTime(1000));
    const events = (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'view_item_list');
    expect(events).toHaveLength(1);
    expect((events[0] as { ecommerce: { items: Array<{ item_id: string }> } }).ecommerce.items.map((item) => item.item_id)).toEqual(['1', '3']);
  });
});
