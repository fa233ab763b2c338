import type { SeedStore } from '../stores.ts';
import type { ShopIdentity } from './gift-card.ts';

export { CARD_HEIGHT, CARD_WIDTH, giftCardBackground, giftCardSvg, type GiftCardDesign, type ShopIdentity } from './gift-card.ts';
export type { CardSubject } from './schemes.ts';
export { categoryIconSvg } from './category-icon.ts';
export { BANNER_HEIGHT, BANNER_WIDTH, bannerSvg, type BannerDesign, type BannerSubject } from './banner.ts';

/** The store as its cards show it: its name on the band, its brand colour and accent. */
export function shopIdentity(store: Pick<SeedStore, 'name' | 'primaryColor' | 'secondaryColor'>): ShopIdentity {
  return { name: store.name, brandColor: store.primaryColor, accentColor: store.secondaryColor };
}
