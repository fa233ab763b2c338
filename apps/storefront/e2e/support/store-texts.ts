import type { E2eBrand } from '../servers.ts';

/** A euro amount written the way the store's locale writes it, with the currency code after it (spec §9). */
function euroWriter(decimalMark: '.' | ',', afterSymbol: '' | ' '): (cents: number) => string {
  return (cents) => `€${afterSymbol}${Math.trunc(cents / 100)}${decimalMark}${String(cents % 100).padStart(2, '0')} EUR`;
}

/** What a visitor reads along the shopping journey, in the store's language. */
export interface StoreTexts {
  readonly brand: E2eBrand;
  readonly lang: string;
  readonly money: (cents: number) => string;
  readonly homeHeading: string;
  readonly menuToggle: { readonly desktop: string; readonly mobile: string };
  readonly categoriesNav: string;
  readonly category: { readonly name: string; readonly path: string; readonly list: string };
  readonly form: {
    readonly physical: string;
    readonly extra: (name: string, cents: number) => string;
    readonly messageToggle: (cents: number) => string;
    readonly messageField: string;
    readonly submit: string;
    readonly added: string;
    readonly viewBasket: string;
  };
  readonly basket: {
    readonly path: string;
    readonly heading: string;
    readonly summary: string;
    readonly headerLink: string;
    readonly headerCount: (count: number) => string;
    readonly wrapper: (name: string) => string;
    readonly giftPacking: (name: string) => string;
    readonly message: (text: string) => string;
    readonly remove: (title: string) => string;
    readonly confirmTitle: string;
    readonly confirm: string;
    readonly empty: string;
    readonly lines: {
      readonly cards: (delivery: 'DIGITAL' | 'PHYSICAL', count: number) => string;
      readonly extras: string;
      readonly serviceFee: string;
      readonly packagingFee: string;
      readonly shipping: string;
      readonly withoutVat: string;
      readonly vat: string;
      readonly total: string;
    };
  };
}

const GCSIE_MONEY = euroWriter('.', '');
const GCSNL_MONEY = euroWriter(',', ' ');

export const GCSIE_TEXTS: StoreTexts = {
  brand: 'GCSIE',
  lang: 'en-IE',
  money: GCSIE_MONEY,
  homeHeading: 'The right gift cards for every moment',
  menuToggle: { desktop: 'Gift cards', mobile: 'Menu' },
  categoriesNav: 'Categories',
  category: { name: 'Restaurants', path: '/category/restaurants/', list: 'Restaurants gift cards' },
  form: {
    physical: 'Physical',
    extra: (name, cents) => `${name} (+${GCSIE_MONEY(cents)})`,
    messageToggle: (cents) => `Add a personal message (+${GCSIE_MONEY(cents)})`,
    messageField: 'Personal message',
    submit: 'Add to basket',
    added: 'Added to your basket.',
    viewBasket: 'View basket',
  },
  basket: {
    path: '/cart/',
    heading: 'Your basket',
    summary: 'Order summary',
    headerLink: 'Basket',
    headerCount: (count) => `${count} ${count === 1 ? 'item' : 'items'} in your basket`,
    wrapper: (name) => `Wrapper: ${name}`,
    giftPacking: (name) => `Gift packing: ${name}`,
    message: (text) => `Personal message: “${text}”`,
    remove: (title) => `Remove ${title}`,
    confirmTitle: 'Remove from your basket?',
    confirm: 'Remove',
    empty: 'Your basket is empty.',
    lines: {
      cards: (delivery, count) => `${count} ${delivery === 'PHYSICAL' ? 'physical' : 'digital'} card${count === 1 ? '' : 's'}`,
      extras: 'Wrappers, packing and messages',
      serviceFee: 'Service fee',
      packagingFee: 'Packaging fee',
      shipping: 'Shipping costs',
      withoutVat: 'Total without VAT',
      vat: 'VAT on fees and extras',
      total: 'Total',
    },
  },
};

export const GCSNL_TEXTS: StoreTexts = {
  brand: 'GCSNL',
  lang: 'nl-NL',
  money: GCSNL_MONEY,
  homeHeading: 'De juiste cadeaubonnen voor elk moment',
  menuToggle: { desktop: 'Cadeaubonnen', mobile: 'Menu' },
  categoriesNav: 'Categorieën',
  category: { name: 'Restaurants', path: '/categorie/restaurants/', list: 'Restaurants cadeaubonnen' },
  form: {
    physical: 'Fysiek',
    extra: (name, cents) => `${name} (+${GCSNL_MONEY(cents)})`,
    messageToggle: (cents) => `Persoonlijk bericht toevoegen (+${GCSNL_MONEY(cents)})`,
    messageField: 'Persoonlijk bericht',
    submit: 'In winkelmandje',
    added: 'Toegevoegd aan je winkelmandje.',
    viewBasket: 'Bekijk winkelmandje',
  },
  basket: {
    path: '/winkelmandje/',
    heading: 'Je winkelmandje',
    summary: 'Overzicht van je bestelling',
    headerLink: 'Winkelmandje',
    headerCount: (count) => `${count} ${count === 1 ? 'artikel' : 'artikelen'} in je winkelmandje`,
    wrapper: (name) => `Verpakking: ${name}`,
    giftPacking: (name) => `Cadeauomslag: ${name}`,
    message: (text) => `Persoonlijk bericht: ‘${text}’`,
    remove: (title) => `${title} verwijderen`,
    confirmTitle: 'Verwijderen uit je winkelmandje?',
    confirm: 'Verwijderen',
    empty: 'Je winkelmandje is leeg.',
    lines: {
      cards: (delivery, count) =>
        `${count} ${delivery === 'PHYSICAL' ? 'fysieke' : 'digitale'} ${count === 1 ? 'kaart' : 'kaarten'}`,
      extras: 'Verpakkingen en berichten',
      serviceFee: 'Servicekosten',
      packagingFee: 'Verpakkingskosten',
      shipping: 'Verzendkosten',
      withoutVat: 'Totaal exclusief btw',
      vat: "Btw over kosten en extra's",
      total: 'Totaal',
    },
  },
};
