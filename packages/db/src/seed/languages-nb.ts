import { norwegianInformationBody } from './copy-nb-information.ts';
import { describeGiftCardInNorwegian, norwegianSpecialProducts } from './copy-nb-products.ts';
import { norwegianBlogArticles, norwegianGivingMoments } from './copy-nb-stories.ts';
import type { LanguagePack } from './language-pack.ts';

/** Norwegian Bokmål, in the 'du' register the storefront uses. */
export const norwegian: LanguagePack = {
  categories: {
    restaurants: { title: 'Restauranter', slug: 'restauranter' },
    fashion: { title: 'Mote', slug: 'mote' },
    experiences: { title: 'Opplevelser', slug: 'opplevelser' },
    wellness: { title: 'Velvære & Skjønnhet', slug: 'velvaere-skjoennhet' },
    entertainment: { title: 'Kino & Underholdning', slug: 'kino-underholdning' },
    books: { title: 'Bøker & Musikk', slug: 'boeker-musikk' },
    home: { title: 'Hjem & Hage', slug: 'hjem-hage' },
    sport: { title: 'Sport & Friluftsliv', slug: 'sport-friluftsliv' },
    travel: { title: 'Hotell & Reiser', slug: 'hotell-reiser' },
    kids: { title: 'Barn & Leker', slug: 'barn-leker' },
    food: { title: 'Mat & Drikke', slug: 'mat-drikke' },
    tech: { title: 'Elektronikk & Gaming', slug: 'elektronikk-gaming' },
  },
  formats: {
    restaurants: ['Restaurant {stem}', '{stem} Brasserie', '{stem} Grill & Bar'],
    fashion: ['{stem} Mote', 'Butikk {stem}', '{stem} Herremote'],
    experiences: ['{stem} Ballongferd', '{stem} Escape Room', '{stem} Kajakkturer'],
    wellness: ['{stem} Spa', 'Skjønnhetssalong {stem}', '{stem} Massasje'],
    entertainment: ['{stem} Kino', 'Teater {stem}', '{stem} Bowling'],
    books: ['Bokhandel {stem}', 'Platebutikk {stem}', '{stem} Musikk'],
    home: ['{stem} Interiør', 'Hagesenter {stem}', '{stem} Hjem'],
    sport: ['{stem} Sport', 'Golfklubb {stem}', 'Sykkelbutikk {stem}'],
    travel: ['Hotell {stem}', '{stem} Fjellstue & Spa', '{stem} Helgeturer'],
    kids: ['{stem} Leker', 'Lekeland {stem}', '{stem} Barneklubb'],
    food: ['Bakeri {stem}', 'Sjokolademaker {stem}', 'Delikatesse {stem}'],
    tech: ['{stem} Elektronikk', '{stem} Gaming', '{stem} Mobil'],
  },
  types: {
    digital: 'Digitalt gavekort',
    physical: 'Fysisk gavekort',
    experience: 'Opplevelse',
    donation: 'Donasjon',
    choice: 'Valgfritt gavekort',
  },
  describe: describeGiftCardInNorwegian,
  ...norwegianSpecialProducts,
  labels: ['Populær', 'Ny', 'Bestselger', 'Best vurdert'],
  externalLinkTitle: 'Besøk nettsiden',
  givingMoments: norwegianGivingMoments,
  informationPages: {
    delivery: { title: 'Levering' },
    'cancelation-policy': { title: 'Avbestillingsregler' },
    'terms-conditions': { title: 'Vilkår og betingelser' },
    cookies: { title: 'Cookies' },
    'cookies-privacy-statement': { title: 'Cookies og personvern' },
    contact: { title: 'Kontakt' },
  },
  informationBody: norwegianInformationBody,
  blogArticles: norwegianBlogArticles,
  landingPages: [
    { title: 'Gavekort til ansatte', slug: 'ansattgaver' },
    { title: 'Gavekort til lærere', slug: 'gaver-til-laerere' },
  ],
  business: { title: 'Gavekort for bedrifter' },
  extras: {
    WRAPPER: ['Bursdagsgaveomslag', 'Festlig gaveomslag', 'Klassisk gullomslag'],
    DIGITAL_WRAPPER: ['Digital innpakning med konfetti', 'Digital innpakning med ballonger', 'Digital innpakning med hjerter'],
    GIFT_PACKING: ['Gaveeske', 'Luksuriøs gaveeske med bånd'],
    PERSONAL_MESSAGE: ['Kort med personlig hilsen'],
  },
  fees: { perOrder: 'Servicegebyr', perPhysicalPackage: 'Emballasjegebyr' },
  home: {
    mostChosen: 'Mest valgt',
    categories: 'Populære kategorier',
    givingMoments: 'Gaveanledninger',
    viewAll: (word) => `Se alle ${word}`,
  },
  popularTerms: ['Restaurant', 'Spa', 'Kino', 'Apple'],
  highlighted: [
    { title: 'All-in-1 Choice-gavekort', description: 'De velger selv blant over 150 gavekort.' },
    { title: 'Firmagaver', description: 'Bestill mot faktura og få et tilbud innen 1 time.' },
  ],
};
