import { lastPathSegment as productSlug } from '@shop/brand-config';
import type { ProductCardFieldsFragment } from '@shop/graphql/operations';
import type { IntlShape } from '@formatjs/intl';
import { formatMoney } from '@shop/ui';
import { toMajorUnits } from '../../analytics/data-layer.ts';
import { t } from '../../i18n/server-intl.ts';
import { href } from '../../routing/href.ts';
import type { CatalogueCard } from './card-model.ts';
import { cardSummary } from './card-summary.ts';


/**
 * Maps an API product card to what the grid renders. `position` is the card's 1-based place in its list (spec §9:
 * the first list position is 1), reported with the analytics events.
 */
export function toCatalogueCard(lang: string, intl: IntlShape<string>, card: ProductCardFieldsFragment, position: number): CatalogueCard {
  return {
    id: card.id,
    href: href(lang, 'productDetail', { product: productSlug(card.path) }),
    title: card.title,
    description: cardSummary(card.description, intl.locale),
    image: { src: card.image.url, alt: card.image.alt },
    backgroundColor: card.backgroundColor,
    size: card.cardType === 'LARGE' ? 'large' : 'small',
    ...(card.label ? { label: { title: card.label.title, color: card.label.color, icon: card.label.icon === 'LIKE' ? 'like' : 'star' } } : {}),
    ...(isFree(card) ? { freeLabel: t(intl, 'catalogue.card.free') } : {}),
    ...(card.fromPrice ? { price: t(intl, 'catalogue.card.fromPrice', { price: formatMoney({ ...card.fromPrice, locale: intl.locale, display: 'symbol' }) }) } : {}),
    ...(card.externalLink ? { externalLink: { newTabText: t(intl, 'catalogue.card.opensInNewTab') } } : {}),
    position,
    ...(card.fromPrice ? { priceValue: toMajorUnits(card.fromPrice) } : {}),
  };
}

/** The catalogue's free flag counts only on a card that costs nothing: a card sold for money is never "Free". */
function isFree(card: ProductCardFieldsFragment): boolean {
  return card.freeLabel && card.fromPrice?.value === 0;
}

export function toCatalogueCards(lang: string, intl: IntlShape<string>, cards: readonly ProductCardFieldsFragment[], firstPosition = 1): CatalogueCard[] {
  return cards.map((card, index) => toCatalogueCard(lang, intl, card, firstPosition + index));
}
