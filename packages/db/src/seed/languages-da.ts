import { danishInformationBody } from './copy-da-information.ts';
import { danishSpecialProducts, describeGiftCardInDanish } from './copy-da-products.ts';
import { danishBlogArticles, danishGivingMoments } from './copy-da-stories.ts';
import type { LanguagePack } from './language-pack.ts';

/** Danish, in the 'du' register the storefront uses. */
export const danish: LanguagePack = {
  categories: {
    restaurants: { title: 'Restauranter', slug: 'restauranter' },
    fashion: { title: 'Mode', slug: 'mode' },
    experiences: { title: 'Oplevelser', slug: 'oplevelser' },
    wellness: { title: 'Wellness & Skønhed', slug: 'wellness-skoenhed' },
    entertainment: { title: 'Biograf & Underholdning', slug: 'biograf-underholdning' },
    books: { title: 'Bøger & Musik', slug: 'boeger-musik' },
    home: { title: 'Bolig & Have', slug: 'bolig-have' },
    sport: { title: 'Sport & Fritid', slug: 'sport-fritid' },
    travel: { title: 'Hoteller & Rejser', slug: 'hoteller-rejser' },
    kids: { title: 'Børn & Legetøj', slug: 'boern-legetoej' },
    food: { title: 'Mad & Drikke', slug: 'mad-drikke' },
    tech: { title: 'Elektronik & Gaming', slug: 'elektronik-gaming' },
  },
  formats: {
    restaurants: ['Restaurant {stem}', '{stem} Brasserie', '{stem} Grill & Bar'],
    fashion: ['{stem} Mode', 'Butik {stem}', '{stem} Herremode'],
    experiences: ['{stem} Ballonfart', '{stem} Escape Room', '{stem} Kajakture'],
    wellness: ['{stem} Spa', 'Skønhedssalon {stem}', '{stem} Massage'],
    entertainment: ['{stem} Biografer', 'Teater {stem}', '{stem} Bowling'],
    books: ['Boghandel {stem}', 'Pladebutik {stem}', '{stem} Musik'],
    home: ['{stem} Interiør', 'Havecenter {stem}', '{stem} Boligbutik'],
    sport: ['{stem} Sport', 'Golfklub {stem}', 'Cykelhandler {stem}'],
    travel: ['Hotel {stem}', '{stem} Kro & Spa', '{stem} Miniferie'],
    kids: ['{stem} Legetøj', 'Legeland {stem}', '{stem} Børneklub'],
    food: ['Bageri {stem}', 'Chokolatier {stem}', 'Delikatesse {stem}'],
    tech: ['{stem} Elektronik', '{stem} Gaming', '{stem} Mobil'],
  },
  types: {
    digital: 'Digitalt gavekort',
    physical: 'Fysisk gavekort',
    experience: 'Oplevelse',
    donation: 'Donation',
    choice: 'Valgfrit gavekort',
  },
  describe: describeGiftCardInDanish,
  ...danishSpecialProducts,
  labels: ['Populær', 'Ny', 'Bestseller', 'Bedst bedømt'],
  externalLinkTitle: 'Besøg hjemmesiden',
  givingMoments: danishGivingMoments,
  informationPages: {
    delivery: { title: 'Levering' },
    'cancelation-policy': { title: 'Annulleringspolitik' },
    'terms-conditions': { title: 'Vilkår og betingelser' },
    cookies: { title: 'Cookies' },
    'cookies-privacy-statement': { title: 'Cookie- og privatlivspolitik' },
    contact: { title: 'Kontakt' },
  },
  informationBody: danishInformationBody,
  blogArticles: danishBlogArticles,
  landingPages: [
    { title: 'Gavekort til medarbejdere', slug: 'medarbejdergaver' },
    { title: 'Gavekort til lærere og pædagoger', slug: 'gaver-laerere-paedagoger' },
  ],
  business: { title: 'Gavekort til virksomheder' },
  extras: {
    WRAPPER: ['Fødselsdagsgaveomslag', 'Festligt gaveomslag', 'Klassisk guldgaveomslag'],
    DIGITAL_WRAPPER: ['Digital indpakning med konfetti', 'Digital indpakning med balloner', 'Digital indpakning med hjerter'],
    GIFT_PACKING: ['Gaveæske', 'Luksusgaveæske med bånd'],
    PERSONAL_MESSAGE: ['Kort med personlig hilsen'],
  },
  fees: { perOrder: 'Servicegebyr', perPhysicalPackage: 'Emballagegebyr' },
  home: {
    mostChosen: 'Mest valgte',
    categories: 'Populære kategorier',
    givingMoments: 'Gavelejligheder',
    viewAll: (word) => `Se alle ${word}`,
  },
  popularTerms: ['Restaurant', 'Spa', 'Biograf', 'Apple'],
  highlighted: [
    { title: 'All-in-1 Choice-gavekort', description: 'De vælger selv blandt mere end 150 gavekort.' },
    { title: 'Firmagaver', description: 'Bestil mod faktura, og få et tilbud inden for 1 time.' },
  ],
};
