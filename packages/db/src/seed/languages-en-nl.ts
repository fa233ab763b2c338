import { englishRespelling } from '@shop/i18n/north-american-english';
import { englishInformationBody } from './copy-en-information.ts';
import { describeGiftCardInEnglish, englishSpecialProducts } from './copy-en-products.ts';
import { englishBlogArticles, englishGivingMoments } from './copy-en-stories.ts';
import { dutchInformationBody } from './copy-nl-information.ts';
import { describeGiftCardInDutch, dutchSpecialProducts } from './copy-nl-products.ts';
import { dutchBlogArticles, dutchGivingMoments } from './copy-nl-stories.ts';
import { respelledPack, type LanguagePack } from './language-pack.ts';

export const english: LanguagePack = {
  categories: {
    restaurants: { title: 'Restaurants', slug: 'restaurants' },
    fashion: { title: 'Fashion', slug: 'fashion' },
    experiences: { title: 'Experiences', slug: 'experiences' },
    wellness: { title: 'Wellness & Beauty', slug: 'wellness-beauty' },
    entertainment: { title: 'Cinema & Entertainment', slug: 'cinema-entertainment' },
    books: { title: 'Books & Music', slug: 'books-music' },
    home: { title: 'Home & Garden', slug: 'home-garden' },
    sport: { title: 'Sport & Outdoor', slug: 'sport-outdoor' },
    travel: { title: 'Hotels & Travel', slug: 'hotels-travel' },
    kids: { title: 'Kids & Toys', slug: 'kids-toys' },
    food: { title: 'Food & Drinks', slug: 'food-drinks' },
    tech: { title: 'Electronics & Gaming', slug: 'electronics-gaming' },
  },
  formats: {
    restaurants: ['{stem} Restaurant', 'The {stem} Bistro', '{stem} Grill & Bar'],
    fashion: ['{stem} Fashion', '{stem} Boutique', '{stem} Menswear'],
    experiences: ['{stem} Hot Air Balloon Ride', '{stem} Kayak Tours', '{stem} Escape Rooms'],
    wellness: ['{stem} Spa', '{stem} Day Spa & Massage', '{stem} Beauty Salon'],
    entertainment: ['{stem} Cinemas', '{stem} Bowling', '{stem} Theatre'],
    books: ['{stem} Books', '{stem} Records', '{stem} Music Store'],
    home: ['{stem} Interiors', '{stem} Garden Centre', '{stem} Homeware'],
    sport: ['{stem} Sports', '{stem} Golf Club', '{stem} Bike Shop'],
    travel: ['{stem} Hotel', '{stem} Lodge & Spa', '{stem} Getaways'],
    kids: ['{stem} Toys', '{stem} Play Centre', '{stem} Kids Club'],
    food: ['{stem} Bakery', '{stem} Chocolatier', '{stem} Deli'],
    tech: ['{stem} Electronics', '{stem} Gaming', '{stem} Phone Shop'],
  },
  types: {
    digital: 'Digital gift card',
    physical: 'Physical gift card',
    experience: 'Experience',
    donation: 'Donation',
    choice: 'Choice gift card',
  },
  describe: describeGiftCardInEnglish,
  ...englishSpecialProducts,
  labels: ['Popular', 'New', 'Bestseller', 'Top rated'],
  externalLinkTitle: 'Visit the website',
  givingMoments: englishGivingMoments,
  informationPages: {
    delivery: { title: 'Delivery' },
    'cancelation-policy': { title: 'Cancellation policy' },
    'terms-conditions': { title: 'Terms and conditions' },
    cookies: { title: 'Cookies' },
    'cookies-privacy-statement': { title: 'Cookies and privacy statement' },
    contact: { title: 'Contact' },
  },
  informationBody: englishInformationBody,
  blogArticles: englishBlogArticles,
  landingPages: [
    { title: 'Gift cards for teachers', slug: 'teacher-gifts' },
    { title: 'Gift cards for employees', slug: 'employee-gifts' },
  ],
  business: { title: 'Business gift cards' },
  extras: {
    WRAPPER: ['Birthday gift wrapper', 'Festive gift wrapper', 'Classic gold gift wrapper'],
    DIGITAL_WRAPPER: ['Confetti digital wrapper', 'Balloons digital wrapper', 'Hearts digital wrapper'],
    GIFT_PACKING: ['Gift box', 'Luxury gift box with ribbon'],
    PERSONAL_MESSAGE: ['Personal message card'],
  },
  fees: { perOrder: 'Service fee', perPhysicalPackage: 'Packaging fee' },
  home: {
    mostChosen: 'Most chosen',
    categories: 'Popular categories',
    givingMoments: 'Giving moments',
    viewAll: (word) => `View all 200+ ${word}`,
  },
  popularTerms: ['Restaurant', 'Spa', 'Cinema', 'All-in-1 Choice', 'Apple', 'Hotel'],
  highlighted: [
    { title: 'All-in-1 Choice gift card', description: 'They choose from 150+ gift cards.' },
    { title: 'Business gifts', description: 'Order on invoice and get a quote within 1 hour.' },
  ],
};

/** The English texts for a store's locale: as written (Ireland, Britain, …), or respelled for North America. */
export function englishFor(locale: string): LanguagePack {
  const respell = englishRespelling(locale);
  return respell ? respelledPack(english, respell) : english;
}

export const dutch: LanguagePack = {
  categories: {
    restaurants: { title: 'Restaurants', slug: 'restaurants' },
    fashion: { title: 'Mode', slug: 'mode' },
    experiences: { title: 'Belevenissen', slug: 'belevenissen' },
    wellness: { title: 'Wellness & Beauty', slug: 'wellness-beauty' },
    entertainment: { title: 'Bioscoop & Uitgaan', slug: 'bioscoop-uitgaan' },
    books: { title: 'Boeken & Muziek', slug: 'boeken-muziek' },
    home: { title: 'Wonen & Tuin', slug: 'wonen-tuin' },
    sport: { title: 'Sport & Buiten', slug: 'sport-buiten' },
    travel: { title: 'Hotels & Reizen', slug: 'hotels-reizen' },
    kids: { title: 'Kinderen & Speelgoed', slug: 'kinderen-speelgoed' },
    food: { title: 'Eten & Drinken', slug: 'eten-drinken' },
    tech: { title: 'Elektronica & Gaming', slug: 'elektronica-gaming' },
  },
  formats: {
    restaurants: ['Restaurant {stem}', 'Eetcafé {stem}', 'Brasserie {stem}'],
    fashion: ['{stem} Mode', 'Boetiek {stem}', '{stem} Herenmode'],
    experiences: ['{stem} Ballonvaart', '{stem} Kanotochten', '{stem} Escape Room'],
    wellness: ['Wellness {stem}', 'Sauna {stem}', 'Schoonheidssalon {stem}'],
    entertainment: ['{stem} Bioscopen', '{stem} Bowling', 'Theater {stem}'],
    books: ['Boekhandel {stem}', 'Platenzaak {stem}', '{stem} Muziekwinkel'],
    home: ['{stem} Interieur', 'Tuincentrum {stem}', '{stem} Woonwinkel'],
    sport: ['{stem} Sport', 'Golfclub {stem}', 'Fietsenwinkel {stem}'],
    travel: ['Hotel {stem}', '{stem} Landgoed', '{stem} Weekendjes weg'],
    kids: ['{stem} Speelgoed', 'Speelparadijs {stem}', '{stem} Kinderclub'],
    food: ['Bakkerij {stem}', 'Chocolaterie {stem}', 'Delicatessen {stem}'],
    tech: ['{stem} Elektronica', '{stem} Gaming', '{stem} Telefoonwinkel'],
  },
  types: {
    digital: 'Digitale cadeaubon',
    physical: 'Fysieke cadeaubon',
    experience: 'Beleving',
    donation: 'Donatie',
    choice: 'Keuzecadeaubon',
  },
  describe: describeGiftCardInDutch,
  ...dutchSpecialProducts,
  labels: ['Populair', 'Nieuw', 'Bestseller', 'Best beoordeeld'],
  externalLinkTitle: 'Bekijk de website',
  givingMoments: dutchGivingMoments,
  informationPages: {
    delivery: { title: 'Bezorging' },
    'cancelation-policy': { title: 'Annuleringsbeleid' },
    'terms-conditions': { title: 'Algemene voorwaarden' },
    cookies: { title: 'Cookies' },
    'cookies-privacy-statement': { title: 'Cookie- en privacyverklaring' },
    contact: { title: 'Contact' },
  },
  informationBody: dutchInformationBody,
  blogArticles: dutchBlogArticles,
  landingPages: [
    { title: 'Cadeaubonnen voor de juf of meester', slug: 'cadeau-juf-meester' },
    { title: 'Cadeaubonnen voor personeel', slug: 'personeelscadeau' },
  ],
  business: { title: 'Zakelijke cadeaubonnen' },
  extras: {
    WRAPPER: ['Verjaardagscadeauhoes', 'Feestelijke cadeauhoes', 'Klassieke gouden cadeauhoes'],
    DIGITAL_WRAPPER: ['Confetti digitale verpakking', 'Ballonnen digitale verpakking', 'Hartjes digitale verpakking'],
    GIFT_PACKING: ['Cadeaudoosje', 'Luxe cadeaudoos met lint'],
    PERSONAL_MESSAGE: ['Kaartje met persoonlijke boodschap'],
  },
  fees: { perOrder: 'Servicekosten', perPhysicalPackage: 'Verpakkingskosten' },
  home: {
    mostChosen: 'Meest gekozen',
    categories: 'Populaire categorieën',
    givingMoments: 'Geefmomenten',
    viewAll: (word) => `Bekijk alle 200+ ${word}`,
  },
  popularTerms: ['Restaurant', 'Wellness', 'Bioscoop', 'All-in-1 Keuze', 'Apple', 'Hotel'],
  highlighted: [
    { title: 'All-in-1 Keuze cadeaubon', description: 'Zij kiezen uit 150+ cadeaubonnen.' },
    { title: 'Zakelijke cadeaus', description: 'Bestel op factuur en ontvang binnen 1 uur een offerte.' },
  ],
};
