import { englishInformationBody } from './copy-en-information.ts';
import { describeGiftCardInEnglish, englishSpecialProducts } from './copy-en-products.ts';
import { englishBlogArticles, englishGivingMoments } from './copy-en-stories.ts';
import type { LanguagePack } from './language-pack.ts';

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
    'cancelation-policy': { title: 'Cancelation policy' },
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

const dutchInformationTitles = {
    delivery: { title: 'Bezorging' },
    'cancelation-policy': { title: 'Annuleringsbeleid' },
    'terms-conditions': { title: 'Algemene voorwaarden' },
    cookies: { title: 'Cookies' },
    'cookies-privacy-statement': { title: 'Cookie- en privacyverklaring' },
    contact: { title: 'Contact' },
};

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
  describe: ({ title, categoryTitle: category, productWord: word }) =>
    `Geef een ${title} cadeaubon: te besteden in de winkel en online, binnen 1 uur per e-mail of in 1-3 werkdagen per post bezorgd. Een van onze favoriete ${word} in ${category.toLowerCase()}.`,
  choiceCard: {
    title: 'All-in-1 Keuze Cadeaubon',
    description:
      'Met de All-in-1 Keuze cadeaubon kiest de ontvanger zelf uit meer dan 150 cadeaubonnen. Activeer hem met het 19-cijferige kaartnummer.',
  },
  blankPack: {
    title: 'Lege cadeaubonnen (set van 3)',
    description: 'Drie lege cadeaubonnen om zelf in te vullen, verkocht per set van 3.',
  },
  donations: [
    { title: 'Donatie aan het Kinderfonds', description: 'Geef een donatie in plaats van een cadeaubon; elke euro gaat naar het fonds.' },
    { title: 'Donatie aan Schone Noordzee', description: 'Steun het opruimen van stranden en zee met een donatie op naam.' },
  ],
  apple: {
    title: 'Apple Cadeaukaart',
    description: 'Voor apps, games, muziek, films en Apple producten. Maximaal 500 euro aan Apple cadeaukaarten per bestelling.',
  },
  wine: {
    title: 'Wijnpakket Cadeaubon',
    description: 'Een cadeaubon voor een pakket goede wijnen, altijd aangetekend verzonden.',
  },
  labels: ['Populair', 'Nieuw', 'Bestseller', 'Best beoordeeld'],
  externalLinkTitle: 'Bekijk de website',
  givingMoments: [
    { key: 'birthday', title: 'Verjaardag cadeaubonnen', heroTitle: 'Gefeliciteerd! Geef een cadeaubon waar ze blij van worden', slug: 'verjaardag', body: ({ productWord }) => `Gefeliciteerd! Geef een cadeaubon waar ze blij van worden. Bekijk alle 200+ ${productWord}.` },
    { key: 'thank-you', title: 'Bedankt cadeaubonnen', heroTitle: 'Zeg bedankt met een cadeaubon', slug: 'bedankt', body: ({ productWord }) => `Zeg bedankt met een cadeaubon. Bekijk alle 200+ ${productWord}.` },
    { key: 'wedding', title: 'Bruiloft cadeaubonnen', heroTitle: 'Het perfecte huwelijkscadeau', slug: 'bruiloft', body: ({ productWord }) => `Het perfecte huwelijkscadeau. Bekijk alle 200+ ${productWord}.` },
    { key: 'christmas', title: 'Kerst cadeaubonnen', heroTitle: 'Kerstcadeaus voor iedereen op je lijstje', slug: 'kerst', body: ({ productWord }) => `Kerstcadeaus voor iedereen op je lijstje. Bekijk alle 200+ ${productWord}.` },
    { key: 'new-baby', title: 'Geboorte cadeaubonnen', heroTitle: 'Vier de nieuwe aanwinst', slug: 'geboorte', body: ({ productWord }) => `Vier de nieuwe aanwinst. Bekijk alle 200+ ${productWord}.` },
    { key: 'sinterklaas', title: 'Sinterklaas cadeaubonnen', heroTitle: 'Een cadeaubon in de schoen', slug: 'sinterklaas', body: ({ productWord }) => `Een cadeaubon in de schoen. Bekijk alle 200+ ${productWord}.` },
  ],
  informationPages: dutchInformationTitles,
  informationBody: (page, { productWord: word }) =>
    `${dutchInformationTitles[page].title}. Digitale ${word} worden binnen 1 uur per e-mail verstuurd. Fysieke ${word} worden in 1-3 werkdagen per post bezorgd; op werkdagen voor 17:00 besteld is dezelfde dag verzonden. Bestellingen boven 300 euro of met wijn worden aangetekend verzonden. Klantenservice: ma-vr 09:00-17:30.`,
  blogArticles: [
    { title: '10 last-minute cadeau-ideeën', slug: 'last-minute-cadeau-ideeen', body: () => '10 last-minute cadeau-ideeën. Zij kiezen uit 150+ cadeaubonnen.' },
    { title: 'Zo werkt de All-in-1 Keuze cadeaubon', slug: 'zo-werkt-de-keuze-cadeaubon', body: () => 'Zo werkt de All-in-1 Keuze cadeaubon. Zij kiezen uit 150+ cadeaubonnen.' },
    { title: 'De leukste restaurants in Amsterdam', slug: 'leukste-restaurants-amsterdam', body: () => 'De leukste restaurants in Amsterdam. Zij kiezen uit 150+ cadeaubonnen.' },
  ],
  landingPages: [
    { title: 'Cadeaubonnen voor de juf of meester', slug: 'cadeau-juf-meester' },
    { title: 'Cadeaubonnen voor personeel', slug: 'personeelscadeau' },
  ],
  business: { title: 'Zakelijke cadeaubonnen' },
  extras: {
    WRAPPER: ['Verjaardag cadeauhoes', 'Feestelijke cadeauhoes', 'Klassieke gouden cadeauhoes'],
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
