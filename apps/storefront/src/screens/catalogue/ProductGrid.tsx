'use client';

import { ProductCard } from '@shop/ui';
import { useEffect, useRef } from 'react';
import { trackSelectItem, viewItemListBatcher } from '../../analytics/tracking.ts';
import type { ItemList } from '../../analytics/view-item-list-batcher.ts';
import { whenHalfVisible } from '../../analytics/visibility.ts';
import { CARD_IMAGE_SIZE, cardAnalytics, type CatalogueCard } from './card-model.ts';
import * as styles from './catalogue.css.ts';

export interface GridCard {
  readonly card: CatalogueCard;
  /** Extra class of the cell, for cards shown only at some breakpoints. */
  readonly className?: string;
}

export interface ProductGridProps {
  readonly list: ItemList;
  readonly cards: readonly GridCard[];
  readonly className?: string;
  /** Accessible name of the list. */
  readonly label: string;
}

function TrackedCell({ list, card, className }: { list: ItemList; card: CatalogueCard; className?: string | undefined }) {
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    return whenHalfVisible(element, () => viewItemListBatcher().seen(list, cardAnalytics(card)));
  }, [list, card]);
  return (
    <li ref={ref} className={className ? `${styles.gridItem} ${className}` : styles.gridItem} onClickCapture={() => trackSelectItem(list, cardAnalytics(card))}>
      <ProductCard
        href={card.href}
        title={card.title}
        description={card.description}
        image={{ ...card.image, ...CARD_IMAGE_SIZE }}
        size={card.size}
        backgroundColor={card.backgroundColor}
        {...(card.label ? { label: card.label } : {})}
        {...(card.freeLabel ? { freeLabel: card.freeLabel } : {})}
        {...(card.price ? { price: card.price } : {})}
        {...(card.externalLink ? { externalLink: card.externalLink } : {})}
      />
    </li>
  );
}

/** A grid of product cards that reports which cards were seen (view_item_list) and which one was chosen (select_item). */
export function ProductGrid({ list, cards, className, label }: ProductGridProps) {
  return (
    <ul className={className ?? styles.grid} aria-label={label}>
      {cards.map(({ card, className: cellClass }) => (
        <TrackedCell key={card.id} list={list} card={card} className={cellClass} />
      ))}
    </ul>
  );
}
