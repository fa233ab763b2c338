import { polishInformationBody } from './copy-pl-information.ts';
import { describeGiftCardInPolish, polishSpecialProducts } from './copy-pl-products.ts';
import { polishBlogArticles, polishGivingMoments } from './copy-pl-stories.ts';
import type { LanguagePack } from './language-pack.ts';

/** Polish, in the 'ty' register the storefront uses ('Twój koszyk'). */
export const polish: LanguagePack = {
  categories: {
    restaurants: { title: 'Restauracje', slug: 'restauracje' },
    fashion: { title: 'Moda', slug: 'moda' },
    experiences: { title: 'Przeżycia', slug: 'przezycia' },
    wellness: { title: 'Zdrowie i uroda', slug: 'zdrowie-uroda' },
    entertainment: { title: 'Kino i rozrywka', slug: 'kino-rozrywka' },
    books: { title: 'Książki i muzyka', slug: 'ksiazki-muzyka' },
    home: { title: 'Dom i ogród', slug: 'dom-ogrod' },
    sport: { title: 'Sport i rekreacja', slug: 'sport-rekreacja' },
    travel: { title: 'Hotele i podróże', slug: 'hotele-podroze' },
    kids: { title: 'Dzieci i zabawki', slug: 'dzieci-zabawki' },
    food: { title: 'Jedzenie i napoje', slug: 'jedzenie-napoje' },
    tech: { title: 'Elektronika i gry', slug: 'elektronika-gry' },
  },
  formats: {
    restaurants: ['Restauracja {stem}', 'Bistro {stem}', 'Grill Bar {stem}'],
    fashion: ['{stem} Moda', 'Butik {stem}', '{stem} Moda Męska'],
    experiences: ['Lot balonem {stem}', 'Escape room {stem}', 'Spływy kajakowe {stem}'],
    wellness: ['Spa {stem}', 'Salon urody {stem}', 'Masaże {stem}'],
    entertainment: ['Kino {stem}', 'Teatr {stem}', 'Kręgielnia {stem}'],
    books: ['Księgarnia {stem}', 'Płyty {stem}', 'Sklep muzyczny {stem}'],
    home: ['{stem} Wnętrza', 'Centrum ogrodnicze {stem}', '{stem} Dom'],
    sport: ['{stem} Sport', 'Klub golfowy {stem}', 'Sklep rowerowy {stem}'],
    travel: ['Hotel {stem}', '{stem} Resort & Spa', 'Weekendowe wyjazdy {stem}'],
    kids: ['Zabawki {stem}', 'Sala zabaw {stem}', 'Klub dziecięcy {stem}'],
    food: ['Piekarnia {stem}', 'Czekoladziarnia {stem}', 'Delikatesy {stem}'],
    tech: ['{stem} Elektronika', '{stem} Gaming', 'Salon telefonii {stem}'],
  },
  types: {
    digital: 'Cyfrowa karta podarunkowa',
    physical: 'Fizyczna karta podarunkowa',
    experience: 'Przeżycie',
    donation: 'Darowizna',
    choice: 'Karta podarunkowa do wyboru',
  },
  describe: describeGiftCardInPolish,
  ...polishSpecialProducts,
  labels: ['Popularne', 'Nowość', 'Bestseller', 'Najwyżej oceniane'],
  externalLinkTitle: 'Odwiedź stronę',
  givingMoments: polishGivingMoments,
  informationPages: {
    delivery: { title: 'Dostawa' },
    'cancelation-policy': { title: 'Zasady anulowania' },
    'terms-conditions': { title: 'Regulamin' },
    cookies: { title: 'Cookies' },
    'cookies-privacy-statement': { title: 'Polityka cookies i prywatności' },
    contact: { title: 'Kontakt' },
  },
  informationBody: polishInformationBody,
  blogArticles: polishBlogArticles,
  landingPages: [
    { title: 'Karty podarunkowe dla pracowników', slug: 'prezenty-dla-pracownikow' },
    { title: 'Karty podarunkowe dla nauczycieli', slug: 'prezenty-dla-nauczycieli' },
  ],
  business: { title: 'Karty podarunkowe dla firm' },
  extras: {
    WRAPPER: ['Urodzinowa koperta prezentowa', 'Świąteczna koperta prezentowa', 'Klasyczna złota koperta prezentowa'],
    DIGITAL_WRAPPER: ['Cyfrowe opakowanie z konfetti', 'Cyfrowe opakowanie z balonami', 'Cyfrowe opakowanie z serduszkami'],
    GIFT_PACKING: ['Pudełko prezentowe', 'Eleganckie pudełko prezentowe ze wstążką'],
    PERSONAL_MESSAGE: ['Kartka z osobistą wiadomością'],
  },
  fees: { perOrder: 'Opłata serwisowa', perPhysicalPackage: 'Opłata za opakowanie' },
  home: {
    mostChosen: 'Najczęściej wybierane',
    categories: 'Popularne kategorie',
    givingMoments: 'Okazje',
    viewAll: (word) => `Zobacz wszystkie ${word}`,
  },
  popularTerms: ['Restauracja', 'Spa', 'Kino', 'Apple'],
  highlighted: [
    { title: 'Karta podarunkowa All-in-1 Choice', description: 'Obdarowany wybiera spośród ponad 150 kart podarunkowych.' },
    { title: 'Prezenty firmowe', description: 'Zamów na fakturę i otrzymaj wycenę w ciągu 1 godziny.' },
  ],
};
