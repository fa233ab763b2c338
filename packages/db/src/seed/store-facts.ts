import type { CategoryKey } from './categories.ts';
import { formatMoney } from '@shop/money';
import { streetLine, townLine } from '@shop/validation';
import { REGISTERED_THRESHOLD_EURO_CENTS } from './store-rules.ts';
import type { StoreBuild } from './store-build.ts';
import type { SeedBusinessHours, SeedLanguage, SeedOrganization } from './stores.ts';

/** What the copy of a store's content pages says about the store, in one of its languages. */
export interface StoreFacts {
  /** The shop name shoppers know ('Giftcard Shop'). */
  readonly shopName: string;
  /** The language's locale ('nl-NL'), for names of days and countries. */
  readonly locale: string;
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

export function storeFacts(build: StoreBuild, language: SeedLanguage): StoreFacts {
  const { store } = build;
  return {
    shopName: store.name,
    locale: language.locale,
    productWord: language.productWord,
    organization: store.organization,
    addressLines: addressLines(store.organization, language.locale),
    registeredThreshold: formatMoney({
      value: build.money(REGISTERED_THRESHOLD_EURO_CENTS),
      currency: store.currency,
      locale: language.locale,
      display: 'symbol',
      wholeWithoutDecimals: true,
    }),
  };
}

function addressLines({ legalName, address }: SeedOrganization, locale: string): string[] {
  const written = { ...address, countryCode: address.country };
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(address.country) ?? address.country;
  return [legalName, streetLine(written), townLine(written), country];
}

/**
 * One of a category's wordings for a card. Shifted every third card, so the wording does not repeat in step with the
 * delivery options (which cycle by three along the catalogue).
 */
export function pickWording<Wording>(wordings: readonly [Wording, ...Wording[]], variant: number): Wording {
  return wordings[(variant + Math.floor(variant / 3)) % wordings.length] ?? wordings[0];
}

const WEEKDAY_OFFSETS: Readonly<Record<string, number>> = { Mo: 0, Tu: 1, We: 2, Th: 3, Fr: 4, Sa: 5, Su: 6 };
const A_MONDAY = Date.UTC(2024, 0, 1);
const DAY_MS = 86_400_000;

/** How a language writes opening hours from its own day names ('lundi', 'vendredi'). */
export interface HoursWording {
  /** 'Mo-Fr' → `range('Montag', 'Freitag')`. */
  readonly range: (from: string, to: string) => string;
  /** 'Sa,Su' → `list(['samedi', 'dimanche'])`; a list may hold ranges ('Mo-We,Fr'). */
  readonly list: (days: readonly string[]) => string;
  /** One entry's days with its times ('09:00', '17:30'). */
  readonly entry: (days: string, opens: string, closes: string) => string;
}

/** Opening hours with the locale's own day names ('du lundi au vendredi, de 9 h à 17 h 30'), in the language's wording. */
export function hoursInLocale(hours: readonly SeedBusinessHours[], locale: string, wording: HoursWording): string {
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  const dayName = (day: string) => weekday.format(new Date(A_MONDAY + (WEEKDAY_OFFSETS[day] ?? 0) * DAY_MS));
  const days = (range: string) => {
    const parts = range.split(',').map((part) => {
      const [from = '', to] = part.split('-');
      return to ? wording.range(dayName(from), dayName(to)) : dayName(from);
    });
    return parts.length === 1 ? (parts[0] ?? '') : wording.list(parts);
  };
  return hours.map(({ days: range, opens, closes }) => wording.entry(days(range), opens, closes)).join('; ');
}
