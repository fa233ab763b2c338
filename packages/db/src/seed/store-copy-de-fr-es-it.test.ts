import { loadBrand } from '@shop/brand-config/node';
import { describe, expect, it } from 'vitest';
import { buildStoreRows } from './build-store.ts';
import { categoryStems, type CategoryKey } from './categories.ts';
import { germanPlace } from './copy-de-products.ts';
import { frenchProductNoun } from './copy-fr-noun.ts';
import { frenchPlace } from './copy-fr-products.ts';
import { spanishPlace } from './copy-es-products.ts';
import { italianPlace } from './copy-it-products.ts';
import { german } from './languages-de.ts';
import { frenchFor } from './languages-fr.ts';
import { spanishFor } from './languages-es.ts';
import { italian } from './languages-it.ts';
import { seedStoreFromBrand } from './stores.ts';

/** The seeded texts of one language of a store. */
function seededCopy(code: string, language: string) {
  const brand = loadBrand(code);
  const rows = buildStoreRows(seedStoreFromBrand(brand));
  const ofLanguage = <Row extends { language: string }>(all: readonly Row[]) => all.filter((row) => row.language === language);
  const pages = (kind: string) => ofLanguage(rows.pages).filter((page) => page.kind === kind).map((page) => page.body ?? '');
  const information = (key: string) => ofLanguage(rows.pages).find((page) => page.translationKey === `information:${key}`)?.body ?? '';
  const translations = ofLanguage(rows.productTranslations);
  const categoryTerms = new Map(
    rows.taxonomyTerms.filter((term) => term.vocabularyId === 'cb_api_giftcard_categories').map((term) => [term.id, term.key]),
  );
  const categoryOf = new Map(rows.productTerms.filter((row) => categoryTerms.has(row.termId)).map((row) => [row.productId, categoryTerms.get(row.termId)]));
  /** Each category's descriptions with the card's own name taken out, so only the wording is compared. */
  const wordingsByCategory = new Map<string, string[]>();
  for (const translation of translations) {
    const category = categoryOf.get(translation.productId);
    if (!category) continue;
    const wording = (translation.description ?? '').replaceAll(translation.title, '…');
    wordingsByCategory.set(category, [...(wordingsByCategory.get(category) ?? []), wording]);
  }
  const descriptions = translations.map((translation) => translation.description ?? '');
  /** Every text a shopper reads: pages, products, types, menus, home blocks and extras; not paths or artwork. */
  const everyText = [
    ...ofLanguage(rows.pages).flatMap((page) => [page.title, page.heroTitle ?? '', page.body ?? '', page.metaTitle ?? '']),
    ...translations.flatMap((translation) => [translation.title, translation.labelTitle ?? '']),
    ...descriptions,
    ...ofLanguage(rows.taxonomyTermTranslations).map((term) => term.title),
    ...ofLanguage(rows.menuCategoryTranslations).map((category) => category.title),
    ...ofLanguage(rows.homeBlocks).map((block) => block.title),
    ...ofLanguage(rows.highlightedBlocks).flatMap((block) => [block.title, block.description]),
    ...ofLanguage(rows.extraTranslations).map((extra) => extra.title),
  ];
  return { brand, pages, information, descriptions, wordingsByCategory, everyText };
}

const lines = (body: string) => body.split('\n').filter((line) => line.trim() !== '');
const distinct = (texts: readonly string[]) => new Set(texts).size;

interface LanguageCase {
  readonly name: string;
  readonly brand: string;
  readonly language: string;
  /** The opening hours as the contact page writes them, and its word for the order number. */
  readonly contact: readonly string[];
  /** The delivery page's promises, with the registered-post threshold in the store's currency. */
  readonly delivery: readonly string[];
  /** The country's data protection authority, named on the privacy statement. */
  readonly privacy: string;
  /** The law the terms and conditions name. */
  readonly law: string;
}

const cases: readonly LanguageCase[] = [
  {
    name: 'German', brand: 'GCSDE', language: 'de',
    contact: ['Servicezeiten: Montag bis Freitag, 09:00–17:30 Uhr', 'Bestellnummer'],
    delivery: ['innerhalb von 1 Stunde', '1–3 Werktagen', 'vor 17:00 Uhr', '300\u00a0€', 'Einschreiben', 'Wein'],
    privacy: 'Datenschutzaufsichtsbehörde',
    law: 'Es gilt deutsches Recht.',
  },
  {
    name: 'Swiss German', brand: 'CBCH', language: 'de',
    contact: ['Montag bis Freitag, 09:00–17:30 Uhr'],
    delivery: ['CHF\u00a0285', 'Einschreiben'],
    privacy: 'Eidgenössischen Datenschutz- und Öffentlichkeitsbeauftragten',
    law: 'Es gilt schweizerisches Recht.',
  },
  {
    name: 'Austrian German', brand: 'GCSAT', language: 'de',
    contact: ['Montag bis Freitag'],
    delivery: ['€\u00a0300'],
    privacy: 'Österreichischen Datenschutzbehörde',
    law: 'Es gilt österreichisches Recht.',
  },
  {
    name: 'French', brand: 'GCSFR', language: 'fr',
    contact: ['Horaires : du lundi au vendredi, de 9 h à 17 h 30', 'numéro de commande'],
    delivery: ['en moins d\'une heure', '1 à 3 jours ouvrés', 'avant 17 h', '300\u00a0€', 'recommandé', 'vin'],
    privacy: 'CNIL',
    law: 'Le droit français s\'applique.',
  },
  {
    name: 'Belgian French', brand: 'GCSBE', language: 'fr',
    contact: ['du lundi au vendredi'],
    delivery: ['300\u00a0€', 'recommandé'],
    privacy: 'Autorité de protection des données',
    law: 'Le droit belge s\'applique.',
  },
  {
    name: 'Swiss French', brand: 'CBCH', language: 'fr',
    contact: ['du lundi au vendredi'],
    delivery: ['recommandé'],
    privacy: 'Préposé fédéral à la protection des données',
    law: 'Le droit suisse s\'applique.',
  },
  {
    name: 'Spanish', brand: 'CBES', language: 'es',
    contact: ['Horario: de lunes a viernes, de 09:00 a 17:30', 'número de pedido'],
    delivery: ['en menos de 1 hora', '1–3 días hábiles', 'antes de las 17:00', '300\u00a0€', 'certificado', 'vino'],
    privacy: 'Agencia Española de Protección de Datos',
    law: 'Se aplica la legislación española.',
  },
  {
    name: 'Mexican Spanish', brand: 'CBMX', language: 'es',
    contact: ['de lunes a viernes'],
    delivery: ['certificado'],
    privacy: 'autoridad de protección de datos',
    law: 'Se aplica la legislación mexicana.',
  },
  {
    name: 'Italian', brand: 'GCSIT', language: 'it',
    contact: ['Orari: dal lunedì al venerdì, dalle 09:00 alle 17:30', 'numero d\'ordine'],
    delivery: ['entro 1 ora', '1–3 giorni lavorativi', 'entro le 17:00', '300\u00a0€', 'raccomandata', 'vino'],
    privacy: 'Garante per la protezione dei dati personali',
    law: 'Si applica la legge italiana.',
  },
  {
    name: 'Swiss Italian', brand: 'CBCH', language: 'it',
    contact: ['dal lunedì al venerdì'],
    delivery: ['raccomandata'],
    privacy: 'Incaricato federale della protezione dei dati',
    law: 'Si applica il diritto svizzero.',
  },
];

describe.each(cases)('seeded copy in $name ($brand)', ({ brand: code, language, contact: contactFacts, delivery: rules, privacy, law }) => {
  const { brand, pages, information, descriptions, wordingsByCategory, everyText } = seededCopy(code, language);

  it('gives every information page its own text with headings', () => {
    const bodies = pages('information');
    expect(bodies).toHaveLength(6);
    expect(distinct(bodies)).toBe(6);
    for (const body of bodies) expect(body).toMatch(/^## /m);
  });

  it('puts the brand file\'s e-mail, phone, address and opening hours on the contact page', () => {
    const { email, phone, address } = brand.organization;
    for (const fact of [email, phone, address.street, address.postCode, address.city, ...contactFacts]) {
      expect(information('contact')).toContain(fact);
    }
  });

  it('states the delivery rules with the registered-post threshold in the store currency, and the privacy authority', () => {
    for (const rule of rules) expect(information('delivery')).toContain(rule);
    expect(information('cookies-privacy-statement')).toContain(privacy);
  });

  it('names the law of the store\'s country in the terms and conditions', () => {
    expect(information('terms-conditions')).toContain(law);
  });

  it('writes blog articles and giving moments of several paragraphs, each its own', () => {
    const articles = pages('blog_article');
    expect(articles.length).toBeGreaterThanOrEqual(3);
    expect(distinct(articles)).toBe(articles.length);
    for (const article of articles) expect(lines(article).length).toBeGreaterThanOrEqual(8);
    const moments = pages('giving_moment');
    expect(moments.length).toBeGreaterThanOrEqual(6);
    expect(distinct(moments)).toBe(moments.length);
    for (const moment of moments) expect(lines(moment).length).toBeGreaterThanOrEqual(3);
  });

  it('words no two cards of a category alike and leaves no placeholder behind', () => {
    expect(wordingsByCategory.size).toBeGreaterThanOrEqual(6);
    // The catalogue's cards of a category come one after another; the extra accented names may repeat an earlier wording.
    for (const wordings of wordingsByCategory.values()) expect(distinct(wordings)).toBeGreaterThanOrEqual(Math.min(wordings.length, 6));
    expect(distinct(descriptions)).toBe(descriptions.length);
    for (const text of everyText) expect(text).not.toMatch(/\{\w*\}|undefined|\$\{/);
  });
});

/** Every title a pack's formats make from the first stem of the category. */
const titlesOf = (formats: Partial<Record<CategoryKey, readonly string[]>>) =>
  (Object.entries(formats) as [CategoryKey, readonly string[]][]).flatMap(([category, list]) =>
    list.map((format) => ({ format, title: format.replace('{stem}', categoryStems[category][0] ?? '') })));

describe('German product names in sentences', () => {
  it('takes the article of the noun a name starts or ends with, and none for a shop name', () => {
    expect(germanPlace('Buchhandlung Inkwell')).toEqual({ at: 'in der Buchhandlung Inkwell', for: 'für die Buchhandlung Inkwell', from: 'von der Buchhandlung Inkwell' });
    expect(germanPlace('Starlight Kino').at).toBe('im Starlight Kino');
    expect(germanPlace('Skyline Escape Room').for).toBe('für den Skyline Escape Room');
    expect(germanPlace('Café Amélie').from).toBe('vom Café Amélie');
    expect(germanPlace('Marlowe Mode')).toEqual({ at: 'bei Marlowe Mode', for: 'für Marlowe Mode', from: 'von Marlowe Mode' });
  });

  it('knows the noun of every format that starts with one', () => {
    for (const { format, title } of titlesOf(german.formats)) {
      if (!format.startsWith('{stem}')) expect(germanPlace(title).at, format).not.toMatch(/^bei /);
    }
  });
});

const CHEQUE_CADEAU = { singular: 'chèque-cadeau', plural: 'chèques-cadeaux' } as const;
const CARTE_CADEAU = { singular: 'carte-cadeau', plural: 'cartes-cadeaux' } as const;

describe('French product names in sentences', () => {
  const cheque = frenchProductNoun(CHEQUE_CADEAU);
  const carte = frenchProductNoun(CARTE_CADEAU);

  it('contracts and elides the article of the noun a name starts with, and says chez for a shop name', () => {
    expect(frenchPlace('Restaurant Harbour House', cheque)).toEqual({ at: 'au Restaurant Harbour House', card: 'un chèque-cadeau du Restaurant Harbour House', the: 'le Restaurant Harbour House' });
    expect(frenchPlace('Librairie Inkwell', cheque).at).toBe('à la Librairie Inkwell');
    expect(frenchPlace('Hôtel Atlantic', carte).card).toBe('une carte-cadeau de l\'Hôtel Atlantic');
    expect(frenchPlace('Institut de beauté Serenity', cheque).at).toBe('à l\'Institut de beauté Serenity');
    expect(frenchPlace('Cinémas Starlight', carte).at).toBe('aux Cinémas Starlight');
    expect(frenchPlace('Cinémas Starlight', carte).card).toBe('une carte-cadeau des Cinémas Starlight');
    expect(frenchPlace('Atelier Rose Mode', cheque)).toEqual({ at: 'chez Atelier Rose Mode', card: 'un chèque-cadeau Atelier Rose Mode', the: 'Atelier Rose Mode' });
  });

  it('knows the noun of every format that starts with one', () => {
    for (const { format, title } of titlesOf(frenchFor(CHEQUE_CADEAU, 'fr-FR').formats)) {
      if (!format.startsWith('{stem}')) expect(frenchPlace(title, cheque).at, format).not.toMatch(/^chez /);
    }
  });
});

describe('French copy names the store\'s own product, with the grammar of its gender', () => {
  /** The copy's old wording, not the brand's; Apple's own name for its card ('Carte Cadeau Apple') is kept. */
  const literalCarteCadeau = (text: string) => /cartes? cadeaux?/i.test(text.replace(/cartes? cadeaux? Apple/gi, ''));

  it.each([
    {
      store: 'GCSFR',
      says: 'chèque-cadeau, with masculine agreement, in a store of France',
      noun: CHEQUE_CADEAU,
      neverSays: [/\b(une|la|cette) chèques?-cadeaux?/i],
      titles: ['Chèque-cadeau numérique', 'Chèque-cadeau All-in-1 Choice', 'Chèques-cadeaux pour les enseignants', 'Voir tous les chèques-cadeaux'],
      terms: [
        'Les chèques-cadeaux eux-mêmes ne sont pas soumis à la TVA',
        'Un chèque-cadeau perdu ou volé ne peut être remplacé que s\'il n\'a pas encore été utilisé',
      ],
      cancelation: 'Un chèque-cadeau numérique livré ne peut être retourné que tant qu\'il n\'a pas été utilisé : nous le bloquons',
      description: 'Le chèque-cadeau arrive par e-mail en moins d\'une heure, prêt à imprimer',
      choiceCard: 'Offrez le chèque-cadeau All-in-1 Choice, envoyé par e-mail',
    },
    {
      store: 'CBCA',
      says: 'carte-cadeau, with feminine agreement, in the Québec store',
      noun: CARTE_CADEAU,
      neverSays: [/chèque/i, /\b(un|le|ce|du|au) cartes?-cadeaux?/i],
      titles: ['Carte-cadeau numérique', 'Carte-cadeau All-in-1 Choice', 'Cartes-cadeaux pour les enseignants', 'Voir toutes les cartes-cadeaux'],
      terms: [
        'Les cartes-cadeaux elles-mêmes ne sont pas soumises aux taxes',
        'Une carte-cadeau perdue ou volée ne peut être remplacée que si elle n\'a pas encore été utilisée',
      ],
      cancelation: 'Une carte-cadeau numérique livrée ne peut être retournée que tant qu\'elle n\'a pas été utilisée : nous la bloquons',
      description: 'La carte-cadeau arrive par courriel en moins d\'une heure, prête à imprimer',
      choiceCard: 'Offrez la carte-cadeau All-in-1 Choice, envoyée par courriel',
    },
  ])('says $says', ({ store, noun, neverSays, titles, terms, cancelation, description, choiceCard }) => {
    const { brand, everyText, information, descriptions } = seededCopy(store, 'fr');
    expect(brand.productNoun.fr).toMatchObject(noun);
    expect(everyText.filter(literalCarteCadeau)).toEqual([]);
    const all = everyText.join('\n');
    for (const wrong of neverSays) expect(all).not.toMatch(wrong);
    for (const title of titles) expect(everyText).toContain(title);
    for (const sentence of terms) expect(information('terms-conditions')).toContain(sentence);
    expect(information('cancelation-policy')).toContain(cancelation);
    expect(descriptions.join('\n')).toContain(description);
    expect(all).toContain(choiceCard);
  });

  it('writes courriel and infolettre in Québec, e-mail and newsletter in Europe', () => {
    const quebec = seededCopy('CBCA', 'fr');
    const quebecText = quebec.everyText.join('\n');
    expect(quebecText).not.toMatch(/e-mail|newsletter/i);
    expect(quebec.information('contact')).toContain('Courriel : ');
    expect(quebec.information('contact')).toContain('il figure dans le courriel de confirmation) et l\'adresse courriel utilisée');
    expect(quebec.information('cookies-privacy-statement')).toContain('Nous n\'envoyons d\'infolettre que si vous l\'avez demandée.');
    for (const code of ['GCSFR', 'CBBE', 'CBCH']) {
      const europe = seededCopy(code, 'fr');
      expect(europe.everyText.join('\n'), code).not.toMatch(/courriel|infolettre/i);
      expect(europe.information('contact'), code).toContain('il figure dans l\'e-mail de confirmation) et l\'adresse e-mail utilisée');
    }
  });

  it('writes Québec\'s words and typography in Québec: jours ouvrables, service à la clientèle, taxes, souper, no space before ? ! ;', () => {
    const quebec = seededCopy('CBCA', 'fr');
    const quebecText = quebec.everyText.join('\n');
    expect(quebec.information('contact')).toContain('Le service à la clientèle de CadeauBon est là pour vous aider.');
    expect(quebec.information('delivery')).toContain('1 à 3 jours ouvrables');
    expect(quebec.information('terms-conditions')).toContain('soumises aux taxes; les frais');
    expect(quebecText).toContain('Invitez quelqu\'un à dîner ou à souper');
    expect(quebecText).not.toMatch(/jours? ouvrés?|service client\b|TVA|week-end|petit-déjeuner|[ \u00a0\u202f][?!;]/);
    const france = seededCopy('GCSFR', 'fr').everyText.join('\n');
    expect(france).toContain('jours ouvrés');
    expect(france).toMatch(/[\u00a0\u202f ][?!;]/);
  });

  it('names the brand\'s product in every French-speaking store', () => {
    for (const code of ['CBFR', 'CKFR', 'CBBE', 'GCSBE', 'CBCH']) {
      const all = seededCopy(code, 'fr').everyText.join('\n');
      expect(all, code).toContain('chèques-cadeaux');
      expect(literalCarteCadeau(all), code).toBe(false);
    }
  });

  it('takes the gender from the word the noun is built on, hyphenated or not', () => {
    expect(frenchProductNoun({ singular: 'chèque cadeau', plural: 'chèques cadeaux' }).this).toBe('ce chèque cadeau');
    expect(frenchProductNoun({ singular: 'Carte Cadeau', plural: 'Cartes Cadeaux' }).the).toBe('la Carte Cadeau');
  });

  it('refuses a product noun whose gender it has not been told, rather than guess its articles', () => {
    expect(() => frenchProductNoun({ singular: 'bon cadeau', plural: 'bons cadeaux' })).toThrow(
      'The French copy does not know the gender of "bon", the head word of the product noun "bon cadeau"',
    );
    expect(() => frenchFor({ singular: 'bon d\'achat', plural: 'bons d\'achat' }, 'fr-FR')).toThrow(/"bon"/);
  });
});

const TARJETA_REGALO = { singular: 'tarjeta regalo', plural: 'tarjetas regalo' } as const;
const TARJETA_DE_REGALO = { singular: 'tarjeta de regalo', plural: 'tarjetas de regalo' } as const;

describe('Spanish copy names the store\'s own product', () => {
  /** Apple's own name for its card ('Tarjeta Regalo Apple') is kept, whatever the shop calls its products. */
  const withoutApple = (text: string) => text.replace(/tarjetas? regalo Apple/gi, '');

  it.each([
    {
      store: 'CBES',
      says: 'tarjeta regalo in Spain',
      noun: TARJETA_REGALO,
      plural: 'tarjetas regalo',
      neverSays: /tarjetas? de regalo/i,
      titles: ['Tarjeta regalo digital', 'Tarjeta regalo All-in-1 Choice', 'Tarjetas regalo para empresas', 'Ver todas las tarjetas regalo'],
      terms: 'Las tarjetas regalo en sí no llevan IVA',
      choiceCard: 'Con la tarjeta regalo All-in-1 Choice, quien la recibe elige entre más de 150 tarjetas regalo',
    },
    {
      store: 'CBMX',
      says: 'tarjeta de regalo in Mexico',
      noun: TARJETA_DE_REGALO,
      plural: 'tarjetas de regalo',
      neverSays: /tarjetas? regalo/i,
      titles: ['Tarjeta de regalo digital', 'Tarjeta de regalo All-in-1 Choice', 'Tarjetas de regalo para empresas', 'Ver todas las tarjetas de regalo'],
      terms: 'Las tarjetas de regalo en sí no llevan IVA',
      choiceCard: 'Con la tarjeta de regalo All-in-1 Choice, quien la recibe elige entre más de 150 tarjetas de regalo',
    },
  ])('says $says', ({ store, noun, plural, neverSays, titles, terms, choiceCard }) => {
    const { brand, everyText, information } = seededCopy(store, 'es');
    expect(brand.productNoun.es).toMatchObject(noun);
    const all = everyText.join('\n');
    expect(all).toContain(plural);
    expect(everyText.filter((text) => neverSays.test(withoutApple(text)))).toEqual([]);
    for (const title of titles) expect(everyText).toContain(title);
    expect(information('terms-conditions')).toContain(terms);
    expect(all).toContain(choiceCard);
  });
});

describe('Spanish product names in sentences', () => {
  it('takes the article of the noun a name starts with (al, del), and none for a shop name', () => {
    expect(spanishPlace('Restaurante Harbour House', TARJETA_REGALO)).toEqual({ at: 'en el Restaurante Harbour House', card: 'una tarjeta regalo del Restaurante Harbour House', the: 'el Restaurante Harbour House' });
    expect(spanishPlace('Librería Inkwell', TARJETA_REGALO).card).toBe('una tarjeta regalo de la Librería Inkwell');
    expect(spanishPlace('Cines Starlight', TARJETA_DE_REGALO).at).toBe('en los Cines Starlight');
    expect(spanishPlace('Cines Starlight', TARJETA_DE_REGALO).card).toBe('una tarjeta de regalo de los Cines Starlight');
    expect(spanishPlace('Discos Inkwell', TARJETA_REGALO)).toEqual({ at: 'en Discos Inkwell', card: 'una tarjeta regalo de Discos Inkwell', the: 'Discos Inkwell' });
  });

  it('knows the noun of every format that starts with one', () => {
    const shopNames = new Set(['Discos {stem}']);
    for (const { format, title } of titlesOf(spanishFor(TARJETA_REGALO).formats)) {
      if (!format.startsWith('{stem}') && !shopNames.has(format)) expect(spanishPlace(title, TARJETA_REGALO).at, format).toMatch(/^en (el|la|los) /);
    }
  });
});

describe('Italian product names in sentences', () => {
  it('takes the articulated preposition of the noun a name starts with, elided before a vowel, and da for a shop name', () => {
    expect(italianPlace('Ristorante Harbour House')).toEqual({ at: 'al Ristorante Harbour House', card: 'un buono regalo del Ristorante Harbour House', the: 'il Ristorante Harbour House' });
    expect(italianPlace('Libreria Inkwell').at).toBe('alla Libreria Inkwell');
    expect(italianPlace('Osteria Olive Grove').card).toBe('un buono regalo dell\'Osteria Olive Grove');
    expect(italianPlace('Hotel Atlantic').at).toBe('all\'Hotel Atlantic');
    expect(italianPlace('Marlowe Moda')).toEqual({ at: 'da Marlowe Moda', card: 'un buono regalo di Marlowe Moda', the: 'Marlowe Moda' });
  });

  it('knows the noun of every format that starts with one', () => {
    const shopNames = new Set(['Dischi {stem}']);
    for (const { format, title } of titlesOf(italian.formats)) {
      if (!format.startsWith('{stem}') && !shopNames.has(format)) expect(italianPlace(title).at, format).not.toMatch(/^da /);
    }
  });
});

describe('German read in Switzerland and Austria (CBCH, GCSAT)', () => {
  it('writes ss where Germany and Austria write ß, as the Swiss storefront does', () => {
    expect(seededCopy('CBCH', 'de').everyText.join('\n')).not.toContain('ß');
    expect(seededCopy('CBCH', 'de').everyText.join('\n')).toMatch(/Grusskarte|Spass|Grösse|schliesslich/);
    for (const code of ['GCSDE', 'GCSAT']) expect(seededCopy(code, 'de').everyText.join('\n'), code).toContain('ß');
  });

  it('pays an der Kassa in Austria, an der Kasse in Germany', () => {
    expect(seededCopy('GCSAT', 'de').information('contact')).toContain('Dort sieht man das Guthaben an der Kassa.');
    expect(seededCopy('GCSAT', 'de').everyText.join('\n')).not.toContain('an der Kasse');
    expect(seededCopy('GCSDE', 'de').information('contact')).toContain('Dort sieht man das Guthaben an der Kasse.');
  });
});

describe('Spanish read in Mexico (CBMX)', () => {
  it('writes agregar, celular and monto, as the Mexican storefront does; Spain keeps añadir, móvil and importe', () => {
    const mexico = seededCopy('CBMX', 'es').everyText.join('\n');
    expect(mexico).not.toMatch(/\b(añad\w*|móvil|importe|ocio)\b/i);
    expect(mexico).toMatch(/\bAgrega\b/);
    expect(mexico).toContain('Cine y Entretenimiento');
    const spain = seededCopy('CBES', 'es').everyText.join('\n');
    expect(spain).toMatch(/\bAñade\b/);
    expect(spain).toContain('Cine y Ocio');
  });
});
