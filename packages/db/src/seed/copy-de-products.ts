import type { CategoryKey } from './categories.ts';
import { pickWording, type GiftCardFacts } from './store-facts.ts';

type Gender = 'm' | 'f' | 'n';

/** A place's name with the article and preposition German grammar asks for in each kind of sentence. */
export interface GermanPlace {
  /** Where the card is spent: 'im Restaurant Harbour House', 'in der Buchhandlung Inkwell', 'bei Marlowe Mode'. */
  readonly at: string;
  /** 'für das Restaurant Harbour House', 'für die Skyline Ballonfahrt', 'für Marlowe Mode'. */
  readonly for: string;
  /** 'vom Restaurant Harbour House', 'von der Bäckerei Golden Crust', 'von Marlowe Mode'. */
  readonly from: string;
}

/** Generic nouns a title starts with ('Restaurant Harbour House'): the title takes their article. */
const LEADING_NOUNS: Readonly<Record<string, Gender>> = {
  Restaurant: 'n', Gasthaus: 'n', Café: 'n', Brasserie: 'f', Boutique: 'f', Kosmetikstudio: 'n', Theater: 'n',
  Buchhandlung: 'f', Plattenladen: 'm', Musikhaus: 'n', Gartencenter: 'n', Einrichtungshaus: 'n', Golfclub: 'm',
  Fahrradladen: 'm', Hotel: 'n', Landgasthof: 'm', Indoorspielplatz: 'm', Bäckerei: 'f', Chocolaterie: 'f',
};

/** Generic nouns a title ends with ('Starlight Kino', 'Serenity Spa'): the title takes their article too. */
const TRAILING_NOUNS: Readonly<Record<string, Gender>> = {
  Kino: 'n', Spa: 'n', 'Escape Room': 'm', Ballonfahrt: 'f', Handyshop: 'm',
};

/** Titles ending in any other word ('Marlowe Mode', 'Artisan Feinkost') are shop names and go without article. */
function headGender(title: string): Gender | undefined {
  const leading = LEADING_NOUNS[title.split(' ')[0] ?? ''];
  if (leading) return leading;
  const trailing = Object.keys(TRAILING_NOUNS).find((noun) => title.endsWith(` ${noun}`));
  return trailing ? TRAILING_NOUNS[trailing] : undefined;
}

export function germanPlace(title: string): GermanPlace {
  const gender = headGender(title);
  if (!gender) return { at: `bei ${title}`, for: `für ${title}`, from: `von ${title}` };
  if (gender === 'f') return { at: `in der ${title}`, for: `für die ${title}`, from: `von der ${title}` };
  return { at: `im ${title}`, for: `für ${gender === 'm' ? 'den' : 'das'} ${title}`, from: `vom ${title}` };
}

type Opening = (place: GermanPlace) => string;

/** Neighbouring cards of a category take different openings; every opening names the place through `GermanPlace`. */
const openings: Readonly<Record<CategoryKey, readonly [Opening, ...Opening[]]>> = {
  restaurants: [
    (place) => `Ein Tisch für zwei ${place.at}: saisonale Gerichte, ein gutes Glas Wein und niemand muss abwaschen.`,
    (place) => `Laden Sie jemanden zum Mittag- oder Abendessen ${place.at} ein, wo mit Zutaten aus der Region gekocht wird.`,
    (place) => `Verschenken Sie einen schönen Abend ${place.at}. Tag, Menü und Begleitung wählt der oder die Beschenkte selbst.`,
  ],
  fashion: [
    (place) => `Neue Saison, neues Lieblingsstück: Dieser Gutschein wird ${place.at} für Kleidung und Accessoires eingelöst.`,
    (place) => `Den eigenen Stil ${place.at} selbst aussuchen: vom Basic für jeden Tag bis zum Outfit für den besonderen Anlass.`,
    (place) => `Kleidung für andere zu kaufen ist schwierig. Mit einem Gutschein ${place.from} findet jeder selbst die passende Größe.`,
  ],
  experiences: [
    (place) => `Ein Gutschein ${place.for}: ein Erlebnis, das in Erinnerung bleibt, statt noch einem Ding im Regal.`,
    (place) => `Ein Abenteuer zum Teilen: Mit dem Gutschein ${place.for} wird der Termin gebucht, der gerade passt.`,
    (place) => `Für alle, die lieber Erinnerungen sammeln als Dinge: ein Gutschein ${place.for}.`,
  ],
  wellness: [
    (place) => `Zeit zum Entspannen ${place.at}, mit Anwendungen, Massagen und einem Moment der Ruhe.`,
    (place) => `Verwöhnen Sie jemanden mit einem Besuch ${place.at}: Die Behandlung sucht sich der oder die Beschenkte selbst aus.`,
    (place) => `Ruhe und ein wenig Luxus ${place.at}, ein Geschenk, das sagt: Nimm dir Zeit für dich.`,
  ],
  entertainment: [
    (place) => `Ein Abend ${place.at}: Datum und Vorstellung wählt der oder die Beschenkte selbst.`,
    (place) => `Für Filmfans, Spielernaturen und alle, die gern ausgehen: ein Gutschein ${place.for}.`,
    (place) => `Ein Abend voller Spaß ${place.at}, allein oder mit Freunden.`,
  ],
  books: [
    (place) => `Für Leseratten und Musikliebhaber: ein Gutschein ${place.for}, einzulösen für neue Bücher, Alben oder die lang ersehnte Box.`,
    (place) => `Einfach stöbern: ${place.at} findet sich genau die Geschichte oder Platte, auf die man schon so lange wartet.`,
    (place) => `Nichts ist persönlicher als ein selbst ausgesuchtes Buch oder eine Platte, gefunden ${place.at}.`,
  ],
  home: [
    (place) => `Aus einem Haus ein Zuhause machen, mit einem Gutschein ${place.for}: Möbel, Deko und alles für den Garten.`,
    (place) => `Für die neue Wohnung, einen Neuanfang oder einen Garten in voller Blüte: ein Gutschein ${place.for}.`,
    (place) => `Was zum eigenen Zuhause passt, sucht sich jeder ${place.at} selbst aus, von der neuen Lampe bis zu Pflanzen für den Balkon.`,
  ],
  sport: [
    (place) => `Ausrüstung, Kurse oder ein neues Paar Schuhe: Dieser Gutschein wird ${place.at} eingelöst.`,
    (place) => `Für alle, die sich gern bewegen: ein Gutschein ${place.for}, auf dem Weg zum nächsten Ziel.`,
    (place) => `Verschenken Sie neue Energie mit einem Gutschein ${place.for}, für Einsteiger und alte Hasen.`,
  ],
  travel: [
    (place) => `Eine Nacht ${place.at}: ein gemütliches Zimmer, ein gutes Frühstück und Zeit, die Gegend zu entdecken.`,
    (place) => `Verschenken Sie eine Auszeit mit einem Gutschein ${place.for}. Die Reisedaten wählt der oder die Beschenkte selbst.`,
    (place) => `Für alle, die einen Tapetenwechsel verdient haben: ein Aufenthalt ${place.at}.`,
  ],
  kids: [
    (place) => `Spielzeug, Spiele und jede Menge Spaß: Kinder suchen sich ${place.at} ihr Geschenk selbst aus.`,
    (place) => `Ein Gutschein ${place.for}, damit kleine Entdecker selbst wählen, was sie glücklich macht.`,
    (place) => `Zum Geburtstag, für ein gutes Zeugnis oder einfach so: eine Überraschung ${place.from}.`,
  ],
  food: [
    (place) => `Etwas Feines ${place.from}: frisch aus dem Ofen, von Hand gemacht und schwer zu widerstehen.`,
    (place) => `Für Genießer mit Lust auf Süßes oder Herzhaftes: ein Gutschein ${place.for}.`,
    (place) => `Das Beste ${place.from} probieren, zum Selbstgenießen oder zum Teilen.`,
  ],
  tech: [
    (place) => `Vom Kopfhörer bis zum neuen Spiel: Dieser Gutschein wird ${place.at} eingelöst.`,
    (place) => `Für Gamer und Technikfans: ein Gutschein ${place.for}, damit sie die neuesten Geräte selbst auswählen.`,
    (place) => `Ein Upgrade für jedes Setup mit einem Gutschein ${place.for}: Zubehör, Spiele und Geräte.`,
  ],
};

const IN_SHOP = 'Einlösbar im Geschäft oder online, auf einmal oder verteilt auf mehrere Besuche.';

const closings: Readonly<Record<CategoryKey, string>> = {
  restaurants: 'Bitte reservieren Sie vorab einen Tisch und erwähnen Sie bei der Reservierung den Gutschein.',
  fashion: IN_SHOP,
  experiences: 'Den Termin vereinbart der oder die Beschenkte direkt mit dem Veranstalter.',
  wellness: 'Bitte buchen Sie die Behandlung vorab und erwähnen Sie dabei den Gutschein.',
  entertainment: 'Einlösbar an der Kasse oder online.',
  books: IN_SHOP,
  home: IN_SHOP,
  sport: IN_SHOP,
  travel: 'Der Aufenthalt wird direkt beim Hotel gebucht, je nach Verfügbarkeit.',
  kids: IN_SHOP,
  food: IN_SHOP,
  tech: IN_SHOP,
};

function delivery({ variations }: GiftCardFacts): string {
  const [main, other] = variations;
  if (main === 'digital' && !other) return 'Der Gutschein kommt innerhalb von 1 Stunde per E-Mail, zum Ausdrucken oder zum Vorzeigen auf dem Handy.';
  if (main === 'digital') return 'Versenden Sie den Gutschein innerhalb von 1 Stunde per E-Mail oder als Karte per Post in 1–3 Werktagen.';
  if (!other) return 'Der Gutschein kommt per Post in 1–3 Werktagen; an einem Werktag vor 17:00 Uhr bestellt, geht er noch am selben Tag auf die Reise.';
  return 'Der Gutschein kommt per Post in 1–3 Werktagen (an einem Werktag vor 17:00 Uhr bestellt, geht er noch am selben Tag auf die Reise) oder innerhalb von 1 Stunde per E-Mail.';
}

export function describeGiftCardInGerman(card: GiftCardFacts): string {
  const opening = pickWording(openings[card.category], card.variant);
  return `${opening(germanPlace(card.title))} ${delivery(card)} ${closings[card.category]}`;
}

export const germanSpecialProducts = {
  choiceCard: {
    title: 'All-in-1 Choice Geschenkkarte',
    description:
      'Sie wissen nicht, was gefällt? Mit der All-in-1 Choice Geschenkkarte wählt der oder die Beschenkte aus über 150 Gutscheinen: Restaurants, Mode, Wellness, Ausflüge und mehr. Die Karte wird mit ihrer 19-stelligen Kartennummer aktiviert und gegen einen oder mehrere Gutscheine eingetauscht. Sie kommt innerhalb von 1 Stunde per E-Mail oder in 1–3 Werktagen per Post.',
  },
  blankPack: {
    title: 'Leere Gutscheinkarten (3er-Set)',
    description:
      'Drei leere Gutscheinkarten mit Umschlag, im 3er-Set, zum Selbstausfüllen. Tragen Sie Betrag und Gruß selbst ein, für eine Tombola, das Team oder ein Geschenk in letzter Minute. Versand per Post in 1–3 Werktagen.',
  },
  donations: [
    {
      title: 'Spende an die Stiftung Kinderklinik',
      description:
        'Verschenken Sie eine Spende statt eines Gutscheins. Der volle Betrag geht an die Stiftung Kinderklinik, die kranken Kindern und ihren Eltern den Aufenthalt im Krankenhaus ein wenig leichter macht. Der oder die Beschenkte erhält innerhalb von 1 Stunde eine E-Mail, dass in seinem oder ihrem Namen gespendet wurde.',
    },
    {
      title: 'Spende für saubere Meere',
      description:
        'Unterstützen Sie Aufräumaktionen an Stränden und im Meer mit einer Spende im Namen eines anderen Menschen. Der volle Betrag geht an die Aufräumteams; der oder die Beschenkte erhält innerhalb von 1 Stunde eine E-Mail über Ihr Geschenk.',
    },
  ],
  apple: {
    title: 'Apple Geschenkkarte',
    /** `limit`: Apple's limit per order, formatted in the store's currency ('€500'). */
    description: (limit: string) =>
      `Eine Karte für alles von Apple: Apps, Spiele, Musik, Filme, iCloud-Speicher und Apple Produkte. Sie kommt innerhalb von 1 Stunde per E-Mail oder in 1–3 Werktagen per Post. Apple erlaubt höchstens ${limit} an Apple Geschenkkarten pro Bestellung.`,
  },
  wine: {
    title: 'Weinpaket-Gutschein',
    description:
      'Ein Gutschein für ein Paket guter Weine: Rot, Weiß oder Schaumwein stellt der oder die Beschenkte selbst zusammen. Weil die Sendung Wein enthält, wird sie immer per Einschreiben verschickt und nur gegen Unterschrift an Personen ab 18 Jahren übergeben.',
  },
} as const;
