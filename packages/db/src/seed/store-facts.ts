import type { CategoryKey } from './categories.ts';
import { REGISTERED_THRESHOLD_EURO_CENTS } from './store-rules.ts';
import type { StoreBuild } from './store-build.ts';
import type { SeedLanguage, SeedOrganization } from './stores.ts';

/** What the copy of a store's content pages says about the store, in one of its languages. */
export interface StoreFacts {
  /** The shop name shoppers know ('Giftcard Shop'). */
  readonly shopName: string;
  /** The brand's word for its product in this language ('gift cards'). */
  readonly productWord: string;
  readonly organization: SeedOrganization;
  /** The postal address as it is written in the store's country, one line per entry, the country name last. */
  readonly addressLines: readonly string[];
  /** Order value above which physical cards go by registered post, formatted in the store's currency. */
  readonly registeredThreshold: string;
}

/** What a gift card's description says about it. */
export interface GiftCardFacts {
  readonly title: string;
  readonly category: CategoryKey;
  readonly categoryTitle: string;
  readonly productWord: string;
  /** How it can be sent, the main way first. */
  readonly variations: readonly ('digital' | 'physical')[];
  /** The card's position in the catalogue; picks one of the category's wordings so neighbours read differently. */
  readonly variant: number;
}

/** Countries that write the house number before the street and the postcode after the city. */
const NUMBER_FIRST_COUNTRIES: ReadonlySet<string> = new Set(['IE', 'GB', 'UK', 'US', 'CA', 'AU', 'NZ', 'AE']);

export function storeFacts(build: StoreBuild, language: SeedLanguage): StoreFacts {
  const { store } = build;
  return {
    shopName: store.name,
    productWord: language.productWord,
    organization: store.organization,
    addressLines: addressLines(store.organization, language.locale),
    registeredThreshold: new Intl.NumberFormat(language.locale, { style: 'currency', currency: store.currency, maximumFractionDigits: 0 })
      .format(build.money(REGISTERED_THRESHOLD_EURO_CENTS) / 100),
  };
}

function addressLines({ legalName, address }: SeedOrganization, locale: string): string[] {
  const numberFirst = NUMBER_FIRST_COUNTRIES.has(address.country);
  const streetLine = numberFirst ? `${address.houseNumber} ${address.street}` : `${address.street} ${address.houseNumber}`;
  const cityLine = (numberFirst ? `${address.city} ${address.postCode}` : `${address.postCode} ${address.city}`).trim();
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(address.country) ?? address.country;
  return [legalName, streetLine, cityLine, country];
}

/**
 * One of a category's wordings for a card. Shifted every third card, so the wording does not repeat in step with the
 * delivery options (which cycle by three along the catalogue).
 */
export function pickWording<Wording>(wordings: readonly [Wording, ...Wording[]], variant: number): Wording {
  return wordings[(variant + Math.floor(variant / 3)) % wordings.length] ?? wordings[0];
}
