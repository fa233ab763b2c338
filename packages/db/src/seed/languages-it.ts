import { italianInformationBody } from './copy-it-information.ts';
import { describeGiftCardInItalian, italianSpecialProducts } from './copy-it-products.ts';
import { italianBlogArticles, italianGivingMoments } from './copy-it-stories.ts';
import type { LanguagePack } from './language-pack.ts';

/** Every title format starts with a noun `italianPlace` knows, or reads as a shop name ('Marlowe Moda', 'Dischi Inkwell'). */
export const italian: LanguagePack = {
  categories: {
    restaurants: { title: 'Ristoranti', slug: 'ristoranti' },
    fashion: { title: 'Moda', slug: 'moda' },
    experiences: { title: 'Esperienze', slug: 'esperienze' },
    wellness: { title: 'Benessere & Bellezza', slug: 'benessere-bellezza' },
    entertainment: { title: 'Cinema & Svago', slug: 'cinema-svago' },
    books: { title: 'Libri & Musica', slug: 'libri-musica' },
    home: { title: 'Casa & Giardino', slug: 'casa-giardino' },
    sport: { title: 'Sport & Outdoor', slug: 'sport-outdoor' },
    travel: { title: 'Hotel & Viaggi', slug: 'hotel-viaggi' },
    kids: { title: 'Bambini & Giocattoli', slug: 'bambini-giocattoli' },
    food: { title: 'Enogastronomia', slug: 'enogastronomia' },
    tech: { title: 'Elettronica & Gaming', slug: 'elettronica-gaming' },
  },
  formats: {
    restaurants: ['Ristorante {stem}', 'Trattoria {stem}', 'Osteria {stem}'],
    fashion: ['{stem} Moda', 'Boutique {stem}', '{stem} Uomo'],
    experiences: ['Volo in mongolfiera {stem}', 'Escape room {stem}', 'Giro in kayak {stem}'],
    wellness: ['Spa {stem}', 'Centro estetico {stem}', 'Centro massaggi {stem}'],
    entertainment: ['Cinema {stem}', 'Teatro {stem}', 'Bowling {stem}'],
    books: ['Libreria {stem}', 'Dischi {stem}', 'Negozio di musica {stem}'],
    home: ['{stem} Casa', 'Vivaio {stem}', '{stem} Arredamento'],
    sport: ['{stem} Sport', 'Golf Club {stem}', 'Ciclofficina {stem}'],
    travel: ['Hotel {stem}', 'Agriturismo {stem}', '{stem} Viaggi'],
    kids: ['{stem} Giocattoli', 'Parco giochi {stem}', '{stem} Club Bambini'],
    food: ['Panificio {stem}', 'Cioccolateria {stem}', 'Gastronomia {stem}'],
    tech: ['{stem} Elettronica', '{stem} Gaming', '{stem} Telefonia'],
  },
  types: {
    digital: 'Buono regalo digitale',
    physical: 'Buono regalo cartaceo',
    experience: 'Esperienza',
    donation: 'Donazione',
    choice: 'Buono regalo a scelta',
  },
  describe: describeGiftCardInItalian,
  ...italianSpecialProducts,
  labels: ['Popolare', 'Nuovo', 'Più venduto', 'Più votato'],
  externalLinkTitle: 'Visita il sito',
  givingMoments: italianGivingMoments,
  informationPages: {
    delivery: { title: 'Consegna' },
    'cancelation-policy': { title: 'Politica di annullamento' },
    'terms-conditions': { title: 'Termini e condizioni' },
    cookies: { title: 'Cookie' },
    'cookies-privacy-statement': { title: 'Cookie e privacy' },
    contact: { title: 'Contatti' },
  },
  informationBody: italianInformationBody,
  blogArticles: italianBlogArticles,
  landingPages: [
    { title: 'Buoni regalo per gli insegnanti', slug: 'regali-insegnanti' },
    { title: 'Buoni regalo per i dipendenti', slug: 'regali-dipendenti' },
  ],
  business: { title: 'Buoni regalo aziendali' },
  extras: {
    WRAPPER: ['Busta regalo di compleanno', 'Busta regalo festiva', 'Busta regalo oro classica'],
    DIGITAL_WRAPPER: ['Confezione digitale coriandoli', 'Confezione digitale palloncini', 'Confezione digitale cuori'],
    GIFT_PACKING: ['Scatola regalo', 'Scatola regalo di lusso con nastro'],
    PERSONAL_MESSAGE: ['Biglietto con messaggio personale'],
  },
  fees: { perOrder: 'Costi di servizio', perPhysicalPackage: 'Costi di imballaggio' },
  home: {
    mostChosen: 'I più scelti',
    categories: 'Categorie popolari',
    givingMoments: 'Occasioni',
    viewAll: (word) => `Vedi tutti i ${word}`,
  },
  popularTerms: ['Ristorante', 'Spa', 'Cinema', 'All-in-1 Choice', 'Apple', 'Hotel'],
  highlighted: [
    { title: 'Buono regalo All-in-1 Choice', description: 'Oltre 150 buoni regalo tra cui scegliere.' },
    { title: 'Regali aziendali', description: 'Ordina con fattura e ricevi un preventivo entro 1 ora.' },
  ],
};
