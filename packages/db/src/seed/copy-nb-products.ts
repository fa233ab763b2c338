import type { CategoryKey } from './categories.ts';
import { pickWording, type GiftCardFacts } from './store-facts.ts';

type Opening = (title: string) => string;

/**
 * Each category's openings name the place after a preposition ('hos', 'til', 'fra', 'med'), never with a genitive or
 * an article, so every shop name reads correctly. Neighbouring cards of a category take different openings.
 */
const openings: Readonly<Record<CategoryKey, readonly [Opening, ...Opening[]]>> = {
  restaurants: [
    (title) => `Et bord for to hos ${title}: sesongens retter, et godt glass vin og ingen oppvask etterpå.`,
    (title) => `Spander lunsj eller middag hos ${title}, der kjøkkenet lager mat av lokale råvarer.`,
    (title) => `Gi bort en kveld ute hos ${title}. Mottakeren velger selv dag, meny og selskap.`,
  ],
  fashion: [
    (title) => `Ny sesong, nytt favorittplagg: gavekortet brukes på klær og tilbehør hos ${title}.`,
    (title) => `La dem finne sin egen stil hos ${title}, fra hverdagsplagg til noe til den store anledningen.`,
    (title) => `Klær er vanskelig å kjøpe til andre. Med et gavekort til ${title} finner mottakeren selv riktig passform.`,
  ],
  experiences: [
    (title) => `Gi bort en dag å huske med ${title}: en opplevelse i stedet for enda en ting i hylla.`,
    (title) => `Et eventyr å dele: mottakeren booker en tur med ${title} på en dato som passer.`,
    (title) => `Til den som heller samler på minner enn på ting: en opplevelse med ${title}.`,
  ],
  wellness: [
    (title) => `Tid til å slappe av hos ${title}, med behandlinger, massasje og et øyeblikks ro.`,
    (title) => `Skjem bort noen med et besøk hos ${title}: mottakeren velger selv behandlingen som føles riktig.`,
    (title) => `Hvile og litt luksus hos ${title} – en gave som sier: ta deg tid til deg selv.`,
  ],
  entertainment: [
    (title) => `En kveld ute hos ${title}: mottakeren velger selv dato og forestilling.`,
    (title) => `For filmelskere, spillfans og alle som liker en god kveld ute: et gavekort til ${title}.`,
    (title) => `Del en morsom kveld hos ${title}, alene eller sammen med venner.`,
  ],
  books: [
    (title) => `For lesere og lyttere: et gavekort til ${title} som kan brukes på nye bøker, album eller den etterlengtede boksen.`,
    (title) => `La dem gå på oppdagelse i hyllene hos ${title} og ta med hjem historien eller plata de har ønsket seg.`,
    (title) => `Ingenting er så personlig som en bok eller en plate man har valgt selv hos ${title}.`,
  ],
  home: [
    (title) => `Gjør et hus til et hjem med et gavekort til ${title}: møbler, interiør og alt til hagen.`,
    (title) => `Til et nytt hjem, en ny start eller en hage i full blomst: et gavekort til ${title}.`,
    (title) => `Hos ${title} velger mottakeren selv det som passer hjemmet, fra en ny lampe til planter til balkongen.`,
  ],
  sport: [
    (title) => `Utstyr, kurs eller et par nye sko: gavekortet brukes hos ${title}.`,
    (title) => `Til den som elsker å være i bevegelse: et gavekort til ${title} som hjelper med å nå neste mål.`,
    (title) => `Gi litt ekstra energi med et gavekort til ${title}, for både nybegynnere og erfarne utøvere.`,
  ],
  travel: [
    (title) => `En natt borte hos ${title}: et komfortabelt rom, en god frokost og tid til å utforske.`,
    (title) => `Gi bort en liten pause med ${title}. Mottakeren booker selv datoene som passer.`,
    (title) => `Til den som trenger miljøforandring: et opphold hos ${title}.`,
  ],
  kids: [
    (title) => `Leker, spill og masse moro: barna velger selv gaven sin hos ${title}.`,
    (title) => `Et gavekort til ${title}, så små oppdagere selv kan velge det som gjør dem glade.`,
    (title) => `Bursdag, en fin skoleavslutning eller bare fordi: en gave fra ${title}.`,
  ],
  food: [
    (title) => `Noe godt fra ${title}: nybakt, håndlaget og vanskelig å motstå.`,
    (title) => `For matelskere som liker både søtt og salt: et gavekort til ${title}.`,
    (title) => `La dem smake det beste fra ${title} – til å nyte selv eller dele med andre.`,
  ],
  tech: [
    (title) => `Fra hodetelefoner til et nytt spill: gavekortet brukes hos ${title}.`,
    (title) => `For gamere og dingselskere: et gavekort til ${title}, så de selv kan velge det nyeste.`,
    (title) => `Oppgrader noens oppsett med et gavekort til ${title} – til tilbehør, spill og utstyr.`,
  ],
};

const SPEND_ANYWHERE = 'Bruk det i butikken eller på nett, på én gang eller over flere besøk.';

const closings: Readonly<Record<CategoryKey, string>> = {
  restaurants: 'Bestill bord på forhånd, og nevn gavekortet når du reserverer.',
  fashion: SPEND_ANYWHERE,
  experiences: 'Mottakeren booker datoen direkte hos arrangøren.',
  wellness: 'Bestill behandlingen på forhånd, og nevn gavekortet.',
  entertainment: 'Bruk det i billettluka eller på nett.',
  books: SPEND_ANYWHERE,
  home: SPEND_ANYWHERE,
  sport: SPEND_ANYWHERE,
  travel: 'Oppholdet bookes direkte hos hotellet, så langt det er ledige rom.',
  kids: SPEND_ANYWHERE,
  food: SPEND_ANYWHERE,
  tech: SPEND_ANYWHERE,
};

function delivery({ variations }: GiftCardFacts): string {
  const [main, other] = variations;
  if (main === 'digital' && !other) return 'Gavekortet kommer på e-post innen 1 time, klart til å skrive ut eller vise på mobilen.';
  if (main === 'digital') return 'Send gavekortet på e-post innen 1 time eller som kort i posten på 1–3 virkedager.';
  if (!other) return 'Gavekortet kommer i posten på 1–3 virkedager; bestilt på en virkedag før kl. 17.00 sendes det samme dag.';
  return 'Gavekortet kommer i posten på 1–3 virkedager (bestilt på en virkedag før kl. 17.00 sendes det samme dag) eller på e-post innen 1 time.';
}

export function describeGiftCardInNorwegian(card: GiftCardFacts): string {
  const opening = pickWording(openings[card.category], card.variant);
  return `${opening(card.title)} ${delivery(card)} ${closings[card.category]}`;
}

export const norwegianSpecialProducts = {
  choiceCard: {
    title: 'All-in-1 Choice-gavekort',
    description:
      'Vet du ikke hva de liker? Med All-in-1 Choice-gavekortet velger mottakeren selv blant over 150 gavekort: restauranter, mote, velvære, opplevelser og mye mer. Kortet aktiveres med det 19-sifrede kortnummeret og byttes inn i ett eller flere gavekort. Det kommer på e-post innen 1 time eller i posten på 1–3 virkedager.',
  },
  blankPack: {
    title: 'Tomme gavekort (sett med 3)',
    description:
      'Tre tomme gavekort med konvolutter, solgt i sett med 3, som du fyller ut selv. Skriv ditt eget beløp og din egen hilsen – til et lotteri, et lag eller en gave i siste liten. Sendes i posten på 1–3 virkedager.',
  },
  donations: [
    {
      title: 'Donasjon til Barnesykehusfondet',
      description:
        'Gi en donasjon i stedet for et gavekort. Hele beløpet går til Barnesykehusfondet, som gjør sykehusoppholdet litt lettere for barn og foreldrene deres. Mottakeren får innen 1 time en e-post om at det er gitt en donasjon i hans eller hennes navn.',
    },
    {
      title: 'Donasjon til Rent Hav',
      description:
        'Støtt opprydding av strender og hav med en donasjon i noens navn. Hele beløpet går til ryddelagene; mottakeren får innen 1 time en e-post om gaven din.',
    },
  ],
  apple: {
    title: 'Apple-gavekort',
    /** `limit`: Apple's limit per order, formatted in the store's currency ('€500'). */
    description: (limit: string) =>
      `Ett kort til alt fra Apple: apper, spill, musikk, filmer, iCloud-lagring og Apple-produkter. Det kommer på e-post innen 1 time eller i posten på 1–3 virkedager. Apple tillater maks ${limit} i Apple-gavekort per bestilling.`,
  },
  wine: {
    title: 'Gavekort på en vinkasse',
    description:
      'Et gavekort på en kasse gode viner, som mottakeren selv velger blant røde, hvite og musserende. Fordi det inneholder vin, sendes det alltid rekommandert og utleveres bare mot signatur til en person over 18 år.',
  },
} as const;
