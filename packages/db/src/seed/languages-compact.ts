import type { CategoryKey } from './categories.ts';
import type { InformationPageKey, LanguagePack, TitledSlug, TypeKey } from './language-pack.ts';
import { hoursInLocale, type StoreFacts } from './store-facts.ts';

/** The texts of a small catalogue language; expanded into a full pack by `compactPack`. */
interface CompactSpec {
  readonly categories: Readonly<Record<'restaurants' | 'fashion' | 'experiences' | 'wellness' | 'entertainment' | 'books', [title: string, slug: string, ...formats: string[]]>>;
  readonly types: Readonly<Record<TypeKey, string>>;
  /** `{title}`, `{category}` and `{word}` are replaced. */
  readonly description: string;
  readonly choiceCard: [title: string, description: string];
  readonly blankPack: [title: string, description: string];
  readonly donation: [title: string, description: string];
  readonly apple: [title: string, description: string];
  readonly wine: [title: string, description: string];
  readonly labels: readonly [string, string, string, string];
  readonly externalLinkTitle: string;
  readonly givingMoments: readonly [key: string, title: string, heroTitle: string, slug: string][];
  readonly informationPages: Readonly<Record<InformationPageKey, string>>;
  /** `{title}` and `{word}` are replaced. */
  readonly informationBody: string;
  /** The labels of the contact page (with the language's colon), which lists the brand's contact details instead of `informationBody`. */
  readonly contactLabels: [email: string, phone: string, hours: string, address: string];
  readonly blogArticle: [title: string, slug: string];
  readonly landingPage: [title: string, slug: string];
  readonly business: string;
  readonly extras: [wrapper: string, digitalWrapper: string, giftPacking: string, personalMessage: string];
  readonly fees: [perOrder: string, perPhysicalPackage: string];
  readonly home: [mostChosen: string, categories: string, givingMoments: string, viewAll: string];
  readonly popularTerms: readonly string[];
  readonly highlighted: [title: string, description: string];
}

const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);

function contactBody([email, phone, hours, address]: CompactSpec['contactLabels'], { organization, locale, addressLines }: StoreFacts): string {
  return `${email} ${organization.email}
${phone} ${organization.phone}
${hours} ${hoursInLocale(organization.businessHours, locale)}

## ${address}
${addressLines.join('\n')}`;
}

function compactPack(spec: CompactSpec): LanguagePack {
  const categories: Partial<Record<CategoryKey, TitledSlug>> = {};
  const formats: Partial<Record<CategoryKey, readonly string[]>> = {};
  for (const [key, [title, slug, ...categoryFormats]] of Object.entries(spec.categories)) {
    categories[key as CategoryKey] = { title, slug };
    formats[key as CategoryKey] = categoryFormats;
  }
  const pair = ([title, slug]: [string, string]): TitledSlug => ({ title, slug });
  const informationPages = Object.fromEntries(
    Object.entries(spec.informationPages).map(([key, title]) => [key, { title }]),
  ) as Record<InformationPageKey, { title: string }>;
  return {
    categories,
    formats,
    types: spec.types,
    describe: ({ title, categoryTitle, productWord }) => fill(spec.description, { title, category: categoryTitle, word: productWord }),
    choiceCard: { title: spec.choiceCard[0], description: spec.choiceCard[1] },
    blankPack: { title: spec.blankPack[0], description: spec.blankPack[1] },
    donations: [{ title: spec.donation[0], description: spec.donation[1] }],
    apple: { title: spec.apple[0], description: spec.apple[1] },
    wine: { title: spec.wine[0], description: spec.wine[1] },
    labels: spec.labels,
    externalLinkTitle: spec.externalLinkTitle,
    givingMoments: spec.givingMoments.map(([key, title, heroTitle, slug]) => ({
      key, title, heroTitle, slug, body: ({ productWord }) => `${heroTitle}. ${fill(spec.home[3], { word: productWord })}.`,
    })),
    informationPages,
    informationBody: (page, facts) =>
      page === 'contact' ? contactBody(spec.contactLabels, facts) : fill(spec.informationBody, { title: spec.informationPages[page], word: facts.productWord }),
    blogArticles: [{ ...pair(spec.blogArticle), body: () => `${spec.blogArticle[0]}. ${spec.highlighted[1]}` }],
    landingPages: [pair(spec.landingPage)],
    business: { title: spec.business },
    extras: {
      WRAPPER: [spec.extras[0]],
      DIGITAL_WRAPPER: [spec.extras[1]],
      GIFT_PACKING: [spec.extras[2]],
      PERSONAL_MESSAGE: [spec.extras[3]],
    },
    fees: { perOrder: spec.fees[0], perPhysicalPackage: spec.fees[1] },
    home: {
      mostChosen: spec.home[0],
      categories: spec.home[1],
      givingMoments: spec.home[2],
      viewAll: (word) => fill(spec.home[3], { word }),
    },
    popularTerms: spec.popularTerms,
    highlighted: [{ title: spec.highlighted[0], description: spec.highlighted[1] }],
  };
}

export const italian = compactPack({
  categories: {
    restaurants: ['Ristoranti', 'ristoranti', 'Ristorante {stem}', 'Trattoria {stem}'],
    fashion: ['Moda', 'moda', '{stem} Moda', 'Boutique {stem}'],
    experiences: ['Esperienze', 'esperienze', 'Volo in mongolfiera {stem}', 'Escape room {stem}'],
    wellness: ['Benessere & Bellezza', 'benessere-bellezza', 'Spa {stem}', 'Centro estetico {stem}'],
    entertainment: ['Cinema & Svago', 'cinema-svago', 'Cinema {stem}', 'Teatro {stem}'],
    books: ['Libri & Musica', 'libri-musica', 'Libreria {stem}', 'Dischi {stem}'],
  },
  types: { digital: 'Carta regalo digitale', physical: 'Carta regalo fisica', experience: 'Esperienza', donation: 'Donazione', choice: 'Carta regalo a scelta' },
  description: 'Regala una carta regalo {title}: valida in negozio e online, inviata via e-mail entro 1 ora o per posta in 1-3 giorni lavorativi. Una delle nostre {word} preferite in {category}.',
  choiceCard: ['Carta Regalo All-in-1 Choice', 'Chi la riceve sceglie tra più di 150 carte regalo.'],
  blankPack: ['Carte regalo vuote (set da 3)', 'Tre carte regalo vuote da compilare, vendute in set da 3.'],
  donation: ['Donazione alla Fondazione Bambini', 'Regala una donazione invece di una carta regalo.'],
  apple: ['Carta Regalo Apple', 'Per app, giochi, musica e prodotti Apple. Massimo 500 euro di carte Apple per ordine.'],
  wine: ['Carta Regalo Cassetta di Vini', 'Una carta regalo per una cassetta di vini, sempre spedita raccomandata.'],
  labels: ['Popolare', 'Nuovo', 'Più venduto', 'Più votato'],
  externalLinkTitle: 'Visita il sito',
  givingMoments: [
    ['birthday', 'Carte regalo compleanno', 'Buon compleanno! Regala una carta regalo', 'compleanno'],
    ['thank-you', 'Carte regalo grazie', 'Di\' grazie con una carta regalo', 'grazie'],
    ['christmas', 'Carte regalo Natale', 'Regali di Natale per tutti', 'natale'],
  ],
  informationPages: {
    delivery: 'Consegna',
    'cancelation-policy': 'Politica di cancellazione',
    'terms-conditions': 'Termini e condizioni',
    cookies: 'Cookie',
    'cookies-privacy-statement': 'Cookie e privacy',
    contact: 'Contatti',
  },
  informationBody: '{title}. Le {word} digitali arrivano via e-mail entro 1 ora, quelle fisiche per posta in 1-3 giorni lavorativi.',
  contactLabels: ['E-mail:', 'Telefono:', 'Orari:', 'Indirizzo'],
  blogArticle: ['10 idee regalo dell\'ultimo minuto', 'idee-regalo-ultimo-minuto'],
  landingPage: ['Carte regalo per insegnanti', 'regali-insegnanti'],
  business: 'Carte regalo aziendali',
  extras: ['Busta regalo festiva', 'Confezione digitale coriandoli', 'Scatola regalo', 'Biglietto con messaggio personale'],
  fees: ['Costi di servizio', 'Costi di imballaggio'],
  home: ['I più scelti', 'Categorie popolari', 'Occasioni', 'Vedi tutte le {word}'],
  popularTerms: ['Ristorante', 'Spa', 'Cinema', 'Apple'],
  highlighted: ['Carta regalo All-in-1 Choice', 'Scelgono tra 150+ carte regalo.'],
});
