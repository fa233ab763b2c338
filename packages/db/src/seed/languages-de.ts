import { germanInformationBody } from './copy-de-information.ts';
import { describeGiftCardInGerman, germanSpecialProducts } from './copy-de-products.ts';
import { germanBlogArticles, germanGivingMoments } from './copy-de-stories.ts';
import type { LanguagePack } from './language-pack.ts';

/** Every title format starts or ends with a noun `germanPlace` knows, or reads as a shop name ('Marlowe Mode'). */
export const german: LanguagePack = {
  categories: {
    restaurants: { title: 'Restaurants', slug: 'restaurants' },
    fashion: { title: 'Mode', slug: 'mode' },
    experiences: { title: 'Erlebnisse', slug: 'erlebnisse' },
    wellness: { title: 'Wellness & Beauty', slug: 'wellness-beauty' },
    entertainment: { title: 'Kino & Freizeit', slug: 'kino-freizeit' },
    books: { title: 'Bücher & Musik', slug: 'buecher-musik' },
    home: { title: 'Wohnen & Garten', slug: 'wohnen-garten' },
    sport: { title: 'Sport & Outdoor', slug: 'sport-outdoor' },
    travel: { title: 'Hotels & Reisen', slug: 'hotels-reisen' },
    kids: { title: 'Kinder & Spielzeug', slug: 'kinder-spielzeug' },
    food: { title: 'Essen & Trinken', slug: 'essen-trinken' },
    tech: { title: 'Elektronik & Gaming', slug: 'elektronik-gaming' },
  },
  formats: {
    restaurants: ['Restaurant {stem}', 'Gasthaus {stem}', '{stem} Grill & Bar'],
    fashion: ['{stem} Mode', 'Boutique {stem}', '{stem} Herrenmode'],
    experiences: ['{stem} Ballonfahrt', '{stem} Escape Room', '{stem} Kajaktouren'],
    wellness: ['{stem} Spa', 'Kosmetikstudio {stem}', '{stem} Day Spa'],
    entertainment: ['{stem} Kino', 'Theater {stem}', '{stem} Bowling'],
    books: ['Buchhandlung {stem}', 'Plattenladen {stem}', 'Musikhaus {stem}'],
    home: ['{stem} Wohnen', 'Gartencenter {stem}', 'Einrichtungshaus {stem}'],
    sport: ['{stem} Sport', 'Golfclub {stem}', 'Fahrradladen {stem}'],
    travel: ['Hotel {stem}', 'Landgasthof {stem}', '{stem} Kurzreisen'],
    kids: ['{stem} Spielwaren', 'Indoorspielplatz {stem}', '{stem} Kinderwelt'],
    food: ['Bäckerei {stem}', 'Chocolaterie {stem}', '{stem} Feinkost'],
    tech: ['{stem} Elektronik', '{stem} Gaming', '{stem} Handyshop'],
  },
  types: {
    digital: 'Digitaler Gutschein',
    physical: 'Gutscheinkarte',
    experience: 'Erlebnis',
    donation: 'Spende',
    choice: 'Wahlgutschein',
  },
  describe: describeGiftCardInGerman,
  ...germanSpecialProducts,
  labels: ['Beliebt', 'Neu', 'Bestseller', 'Top bewertet'],
  externalLinkTitle: 'Zur Website',
  givingMoments: germanGivingMoments,
  informationPages: {
    delivery: { title: 'Lieferung' },
    'cancelation-policy': { title: 'Stornierungsbedingungen' },
    'terms-conditions': { title: 'AGB' },
    cookies: { title: 'Cookies' },
    'cookies-privacy-statement': { title: 'Cookie- und Datenschutzerklärung' },
    contact: { title: 'Kontakt' },
  },
  informationBody: germanInformationBody,
  blogArticles: germanBlogArticles,
  landingPages: [
    { title: 'Gutscheine für Lehrerinnen und Lehrer', slug: 'geschenke-lehrer' },
    { title: 'Gutscheine für Mitarbeitende', slug: 'mitarbeitergeschenke' },
  ],
  business: { title: 'Gutscheine für Unternehmen' },
  extras: {
    WRAPPER: ['Geburtstags-Geschenkhülle', 'Festliche Geschenkhülle', 'Klassische goldene Geschenkhülle'],
    DIGITAL_WRAPPER: ['Digitale Konfetti-Verpackung', 'Digitale Luftballon-Verpackung', 'Digitale Herzchen-Verpackung'],
    GIFT_PACKING: ['Geschenkbox', 'Luxus-Geschenkbox mit Schleife'],
    PERSONAL_MESSAGE: ['Grußkarte mit persönlicher Nachricht'],
  },
  fees: { perOrder: 'Servicegebühr', perPhysicalPackage: 'Verpackungsgebühr' },
  home: {
    mostChosen: 'Am häufigsten gewählt',
    categories: 'Beliebte Kategorien',
    givingMoments: 'Anlässe',
    viewAll: (word) => `Alle ${word} ansehen`,
  },
  popularTerms: ['Restaurant', 'Wellness', 'Kino', 'All-in-1 Choice', 'Apple', 'Hotel'],
  highlighted: [
    { title: 'All-in-1 Choice Geschenkkarte', description: 'Auswahl aus über 150 Gutscheinen.' },
    { title: 'Firmengeschenke', description: 'Auf Rechnung bestellen und innerhalb von 1 Stunde ein Angebot erhalten.' },
  ],
};

