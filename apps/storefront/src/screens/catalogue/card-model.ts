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

/** Product and extra artwork is drawn as a bank card, 856×540 (1.586:1); every image of it keeps that shape. */
export const ARTWORK_ASPECT_RATIO = '856 / 540';

/** Intrinsic size of artwork shown `width` pixels wide: the reserved box has the artwork's own shape, so nothing shifts. */
export function artworkSize(width: number): { readonly width: number; readonly height: number } {
  return { width, height: Math.round((width * 540) / 856) };
}

/** Catalogue card images: half the artwork's own size; the card's CSS scales them. */
export const CARD_IMAGE_SIZE = artworkSize(428);
