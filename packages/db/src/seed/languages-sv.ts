import { swedishInformationBody } from './copy-sv-information.ts';
import { describeGiftCardInSwedish, swedishSpecialProducts } from './copy-sv-products.ts';
import { swedishBlogArticles, swedishGivingMoments } from './copy-sv-stories.ts';
import type { LanguagePack } from './language-pack.ts';

/** Swedish, in the 'du' register the storefront uses. */
export const swedish: LanguagePack = {
  categories: {
    restaurants: { title: 'Restauranger', slug: 'restauranger' },
    fashion: { title: 'Mode', slug: 'mode' },
    experiences: { title: 'Upplevelser', slug: 'upplevelser' },
    wellness: { title: 'Hälsa & Skönhet', slug: 'halsa-skonhet' },
    entertainment: { title: 'Bio & Nöje', slug: 'bio-noje' },
    books: { title: 'Böcker & Musik', slug: 'bocker-musik' },
    home: { title: 'Hem & Trädgård', slug: 'hem-tradgard' },
    sport: { title: 'Sport & Fritid', slug: 'sport-fritid' },
    travel: { title: 'Hotell & Resor', slug: 'hotell-resor' },
    kids: { title: 'Barn & Leksaker', slug: 'barn-leksaker' },
    food: { title: 'Mat & Dryck', slug: 'mat-dryck' },
    tech: { title: 'Elektronik & Gaming', slug: 'elektronik-gaming' },
  },
  formats: {
    restaurants: ['Restaurang {stem}', '{stem} Bistro', '{stem} Grill & Bar'],
    fashion: ['{stem} Mode', 'Butik {stem}', '{stem} Herrmode'],
    experiences: ['{stem} Ballongfärd', '{stem} Escape Room', '{stem} Kajakturer'],
    wellness: ['{stem} Spa', 'Skönhetssalong {stem}', '{stem} Massage'],
    entertainment: ['{stem} Biografer', 'Teater {stem}', '{stem} Bowling'],
    books: ['Bokhandel {stem}', 'Skivbutik {stem}', '{stem} Musik'],
    home: ['{stem} Inredning', 'Trädgårdscenter {stem}', '{stem} Hem'],
    sport: ['{stem} Sport', 'Golfklubb {stem}', 'Cykelbutik {stem}'],
    travel: ['Hotell {stem}', '{stem} Herrgård & Spa', '{stem} Weekendresor'],
    kids: ['{stem} Leksaker', 'Lekland {stem}', '{stem} Barnklubb'],
    food: ['Bageri {stem}', 'Chokladmakare {stem}', 'Delikatessbutik {stem}'],
    tech: ['{stem} Elektronik', '{stem} Gaming', '{stem} Mobil'],
  },
  types: {
    digital: 'Digitalt presentkort',
    physical: 'Fysiskt presentkort',
    experience: 'Upplevelse',
    donation: 'Gåva',
    choice: 'Valfritt presentkort',
  },
  describe: describeGiftCardInSwedish,
  ...swedishSpecialProducts,
  labels: ['Populär', 'Nyhet', 'Bästsäljare', 'Bäst betyg'],
  externalLinkTitle: 'Besök webbplatsen',
  givingMoments: swedishGivingMoments,
  informationPages: {
    delivery: { title: 'Leverans' },
    'cancelation-policy': { title: 'Avbokningsregler' },
    'terms-conditions': { title: 'Villkor' },
    cookies: { title: 'Cookies' },
    'cookies-privacy-statement': { title: 'Cookies och integritet' },
    contact: { title: 'Kontakt' },
  },
  informationBody: swedishInformationBody,
  blogArticles: swedishBlogArticles,
  landingPages: [
    { title: 'Presentkort till anställda', slug: 'personalgavor' },
    { title: 'Presentkort till lärare', slug: 'present-till-larare' },
  ],
  business: { title: 'Presentkort för företag' },
  extras: {
    WRAPPER: ['Födelsedagsomslag', 'Festligt presentomslag', 'Klassiskt guldomslag'],
    DIGITAL_WRAPPER: ['Digital förpackning med konfetti', 'Digital förpackning med ballonger', 'Digital förpackning med hjärtan'],
    GIFT_PACKING: ['Presentask', 'Lyxig presentask med band'],
    PERSONAL_MESSAGE: ['Kort med personligt meddelande'],
  },
  fees: { perOrder: 'Serviceavgift', perPhysicalPackage: 'Förpackningsavgift' },
  home: {
    mostChosen: 'Mest valda',
    categories: 'Populära kategorier',
    givingMoments: 'Tillfällen',
    viewAll: (word) => `Se alla ${word}`,
  },
  popularTerms: ['Restaurang', 'Spa', 'Bio', 'Apple'],
  highlighted: [
    { title: 'All-in-1 Choice-presentkort', description: 'De väljer själva bland fler än 150 presentkort.' },
    { title: 'Företagsgåvor', description: 'Beställ mot faktura och få en offert inom 1 timme.' },
  ],
};
