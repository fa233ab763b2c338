import type { AnalyticsItem } from '../../analytics/data-layer.ts';
import type { ProductCardSize } from '@shop/ui';

/** A product card ready to render in the browser: links are resolved on the server, where the brand config lives. */
export interface CatalogueCard {
  readonly id: string;
  readonly href: string;
  readonly title: string;
  readonly description: string;
  readonly image: { readonly src: string; readonly alt: string };
  readonly backgroundColor: string;
  readonly size: ProductCardSize;
  readonly label?: { readonly title: string; readonly color: string; readonly icon: 'like' | 'star' };
  readonly freeLabel?: string;
  /** 'from €10.00': the lowest value the card is sold for. */
  readonly price?: string;
  readonly externalLink?: { readonly newTabText: string };
  /** The card's 1-based place in its list (spec §9), reported with the analytics events. */
  readonly position: number;
  /** The lowest price in major units, as analytics reports it. */
  readonly priceValue?: number;
}

/**
 * The card as analytics reports it, made in the browser from what the card shows: the page hands over each id, title
 * and price once, not a second time as an analytics record.
 */
export function cardAnalytics(card: CatalogueCard): AnalyticsItem {
  return {
    item_id: card.id,
    item_name: card.title,
    index: card.position,
    ...(card.priceValue !== undefined ? { price: card.priceValue } : {}),
  };
}

/**
 * Intrinsic size of catalogue card images; the card's CSS scales them, the ratio reserves the space. Half the
 * artwork's own 856×540 (a bank card's 1.586:1), so the loaded image keeps exactly the reserved shape.
 */
export const CARD_IMAGE_SIZE = { width: 428, height: 270 } as const;
