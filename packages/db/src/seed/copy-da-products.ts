import type { CategoryKey } from './categories.ts';
import { pickWording, type GiftCardFacts } from './store-facts.ts';

type Opening = (title: string) => string;

/**
 * Each category's openings name the place after a preposition ('hos', 'til', 'fra', 'med'), never with a genitive or
 * an article, so every shop name reads correctly. Neighbouring cards of a category take different openings.
 */
const openings: Readonly<Record<CategoryKey, readonly [Opening, ...Opening[]]>> = {
  restaurants: [
    (title) => `Et bord til to hos ${title}: sæsonens retter, et godt glas vin og ingen opvask bagefter.`,
    (title) => `Forkæl en, du holder af, med frokost eller middag hos ${title}, hvor køkkenet laver mad af lokale råvarer.`,
    (title) => `Giv en aften i byen hos ${title}. Modtageren vælger selv dag, menu og selskab.`,
  ],
  fashion: [
    (title) => `Ny sæson, nyt yndlingsstykke: gavekortet bruges på tøj og accessories hos ${title}.`,
    (title) => `Lad dem finde deres egen stil hos ${title}, fra hverdagens basisvarer til noget til den særlige lejlighed.`,
    (title) => `Tøj er svært at købe til andre. Med et gavekort til ${title} finder modtageren selv den rigtige pasform.`,
  ],
  experiences: [
    (title) => `Giv en dag, der bliver husket, med ${title}: en oplevelse i stedet for endnu en ting på hylden.`,
    (title) => `Et eventyr at dele: modtageren booker en tur med ${title} på en dato, der passer.`,
    (title) => `Til den, der hellere samler på minder end på ting: en oplevelse med ${title}.`,
  ],
  wellness: [
    (title) => `Tid til at slappe af hos ${title} med behandlinger, massage og et øjebliks ro.`,
    (title) => `Forkæl en med et besøg hos ${title}: modtageren vælger selv den behandling, der føles rigtig.`,
    (title) => `Ro og lidt luksus hos ${title} – en gave, der siger: tag dig tid til dig selv.`,
  ],
  entertainment: [
    (title) => `En aften i byen hos ${title}: modtageren vælger selv dato og forestilling.`,
    (title) => `Til filmelskere, spilfans og alle, der holder af en god aften ude: et gavekort til ${title}.`,
    (title) => `Del en sjov aften hos ${title}, alene eller sammen med vennerne.`,
  ],
  books: [
    (title) => `Til læsere og lyttere: et gavekort til ${title}, der kan bruges på nye bøger, album eller den længe ventede boks.`,
    (title) => `Lad dem gå på opdagelse på hylderne hos ${title} og tage den historie eller plade med hjem, de har ønsket sig.`,
    (title) => `Intet er mere personligt end en bog eller en plade, man selv har valgt hos ${title}.`,
  ],
  home: [
    (title) => `Gør et hus til et hjem med et gavekort til ${title}: møbler, pynt og alt til haven.`,
    (title) => `Til et nyt hjem, en ny begyndelse eller en have i fuldt flor: et gavekort til ${title}.`,
    (title) => `Hos ${title} vælger modtageren selv, hvad der passer til hjemmet – fra en ny lampe til planter til altanen.`,
  ],
  sport: [
    (title) => `Udstyr, undervisning eller et par nye sko: gavekortet bruges hos ${title}.`,
    (title) => `Til den, der elsker at bevæge sig: et gavekort til ${title}, der hjælper med at nå det næste mål.`,
    (title) => `Giv ekstra energi med et gavekort til ${title}, til både begyndere og rutinerede atleter.`,
  ],
  travel: [
    (title) => `En nat væk hjemmefra hos ${title}: et komfortabelt værelse, en god morgenmad og tid til at gå på opdagelse.`,
    (title) => `Giv et lille afbræk med ${title}. Modtageren booker selv de datoer, der passer.`,
    (title) => `Til den, der trænger til luftforandring: et ophold hos ${title}.`,
  ],
  kids: [
    (title) => `Legetøj, spil og masser af sjov: børnene vælger selv deres gave hos ${title}.`,
    (title) => `Et gavekort til ${title}, så små opdagelsesrejsende selv kan vælge det, der gør dem glade.`,
    (title) => `Fødselsdag, et flot skoleår eller bare fordi: en gave fra ${title}.`,
  ],
  food: [
    (title) => `Noget lækkert fra ${title}: frisk fra ovnen, lavet i hånden og svært at stå for.`,
    (title) => `Til madelskere, der er til både sødt og salt: et gavekort til ${title}.`,
    (title) => `Lad dem smage det bedste fra ${title} – til at nyde selv eller dele med andre.`,
  ],
  tech: [
    (title) => `Fra høretelefoner til et nyt spil: gavekortet bruges hos ${title}.`,
    (title) => `Til gamere og gadgetelskere: et gavekort til ${title}, så de selv kan vælge det nyeste.`,
    (title) => `Opgrader nogens setup med et gavekort til ${title} – til tilbehør, spil og udstyr.`,
  ],
};

const SPEND_ANYWHERE = 'Brug det i butikken eller online, på én gang eller over flere besøg.';

const closings: Readonly<Record<CategoryKey, string>> = {
  restaurants: 'Book bord i forvejen, og nævn gavekortet, når du reserverer.',
  fashion: SPEND_ANYWHERE,
  experiences: 'Modtageren booker datoen direkte hos arrangøren.',
  wellness: 'Book behandlingen i forvejen, og nævn gavekortet.',
  entertainment: 'Brug det i billetlugen eller online.',
  books: SPEND_ANYWHERE,
  home: SPEND_ANYWHERE,
  sport: SPEND_ANYWHERE,
  travel: 'Opholdet bookes direkte hos hotellet, så længe der er ledige værelser.',
  kids: SPEND_ANYWHERE,
  food: SPEND_ANYWHERE,
  tech: SPEND_ANYWHERE,
};

function delivery({ variations }: GiftCardFacts): string {
  const [main, other] = variations;
  if (main === 'digital' && !other) return 'Gavekortet kommer på e-mail inden for 1 time, klar til at printe eller vise på mobilen.';
  if (main === 'digital') return 'Send gavekortet på e-mail inden for 1 time eller som kort med posten på 1–3 hverdage.';
  if (!other) return 'Gavekortet kommer med posten på 1–3 hverdage; bestilt på en hverdag før kl. 17.00 sendes det samme dag.';
  return 'Gavekortet kommer med posten på 1–3 hverdage (bestilt på en hverdag før kl. 17.00 sendes det samme dag) eller på e-mail inden for 1 time.';
}

export function describeGiftCardInDanish(card: GiftCardFacts): string {
  const opening = pickWording(openings[card.category], card.variant);
  return `${opening(card.title)} ${delivery(card)} ${closings[card.category]}`;
}

export const danishSpecialProducts = {
  choiceCard: {
    title: 'All-in-1 Choice-gavekort',
    description:
      'Ved du ikke, hvad de kan lide? Med All-in-1 Choice-gavekortet vælger modtageren selv blandt mere end 150 gavekort: restauranter, mode, wellness, oplevelser og meget mere. Kortet aktiveres med det 19-cifrede kortnummer og byttes til et eller flere gavekort. Det kommer på e-mail inden for 1 time eller med posten på 1–3 hverdage.',
  },
  blankPack: {
    title: 'Tomme gavekort (sæt med 3)',
    description:
      'Tre tomme gavekort med kuverter, solgt i sæt med 3, som du selv udfylder. Skriv dit eget beløb og din egen hilsen – til en tombola, et hold eller en gave i sidste øjeblik. Sendes med posten på 1–3 hverdage.',
  },
  donations: [
    {
      title: 'Donation til Børnehospitalsfonden',
      description:
        'Giv en donation i stedet for et gavekort. Hele beløbet går til Børnehospitalsfonden, som gør et ophold på hospitalet lidt lettere for børn og deres forældre. Modtageren får inden for 1 time en e-mail om, at der er givet en donation i vedkommendes navn.',
    },
    {
      title: 'Donation til Rent Hav',
      description:
        'Støt oprydning på strande og i havet med en donation i en andens navn. Hele beløbet går til oprydningsholdene; modtageren får inden for 1 time en e-mail om din gave.',
    },
  ],
  apple: {
    title: 'Apple-gavekort',
    /** `limit`: Apple's limit per order, formatted in the store's currency ('€500'). */
    description: (limit: string) =>
      `Ét kort til alt fra Apple: apps, spil, musik, film, iCloud-lagerplads og Apple-produkter. Det kommer på e-mail inden for 1 time eller med posten på 1–3 hverdage. Apple tillader højst ${limit} i Apple-gavekort pr. ordre.`,
  },
  wine: {
    title: 'Gavekort til en vinkasse',
    description:
      'Et gavekort til en kasse gode vine, som modtageren selv vælger blandt røde, hvide og mousserende. Fordi det indeholder vin, sendes det altid som anbefalet post og udleveres mod kvittering til en person over 18 år.',
  },
} as const;
