import type { CategoryKey } from './categories.ts';
import { pickWording, type GiftCardFacts } from './store-facts.ts';

type Opening = (title: string) => string;

/** Each category's openings name the place after 'bij' or 'van', so every title fits the sentence as it is. */
const openings: Readonly<Record<CategoryKey, readonly [Opening, ...Opening[]]>> = {
  restaurants: [
    (title) => `Een tafel voor twee bij ${title}: seizoensgerechten, een goed glas wijn en niemand hoeft af te wassen.`,
    (title) => `Trakteer iemand op een lunch of diner bij ${title}, waar de keuken kookt met lokale producten.`,
    (title) => `Geef een avondje uit bij ${title}. De ontvanger kiest zelf de dag, het menu en het gezelschap.`,
  ],
  fashion: [
    (title) => `Nieuw seizoen, nieuw lievelingsstuk: deze bon besteed je aan kleding en accessoires bij ${title}.`,
    (title) => `Laat de ontvanger zelf een eigen stijl kiezen bij ${title}, van basics tot iets voor een speciale gelegenheid.`,
    (title) => `Kleding kopen voor een ander is lastig. Met een cadeaubon van ${title} zoekt de ontvanger zelf de juiste maat uit.`,
  ],
  experiences: [
    (title) => `Geef een dag om nooit te vergeten met ${title}: een beleving in plaats van nog een ding op de plank.`,
    (title) => `Een avontuur om te delen: de ontvanger boekt een uitje bij ${title} op een datum die goed uitkomt.`,
    (title) => `Voor wie liever herinneringen verzamelt dan spullen: een uitje met ${title}.`,
  ],
  wellness: [
    (title) => `Even helemaal tot rust komen bij ${title}, met behandelingen, massages en een moment voor jezelf.`,
    (title) => `Verwen iemand met een bezoek aan ${title}: de ontvanger kiest zelf de behandeling die goed voelt.`,
    (title) => `Rust en een beetje luxe bij ${title}, een cadeau dat zegt: neem eens tijd voor jezelf.`,
  ],
  entertainment: [
    (title) => `Een avondje uit bij ${title}: de ontvanger kiest zelf de datum en de voorstelling.`,
    (title) => `Voor filmliefhebbers, spelletjesfans en iedereen die van een gezellige avond houdt: een bon voor ${title}.`,
    (title) => `Een avond vol plezier bij ${title}, alleen of samen met vrienden.`,
  ],
  books: [
    (title) => `Voor lezers en luisteraars: een bon voor ${title}, te besteden aan nieuwe boeken, platen of die felbegeerde box.`,
    (title) => `Laat de ontvanger rondneuzen bij ${title} en het verhaal of de plaat meenemen waar ze al zo lang naar uitkijken.`,
    (title) => `Niets is zo persoonlijk als een zelfgekozen boek of plaat, bij ${title}.`,
  ],
  home: [
    (title) => `Maak van een huis een thuis met een bon voor ${title}: meubels, decoratie en alles voor de tuin.`,
    (title) => `Voor een nieuwe woning, een frisse start of een tuin in bloei: een bon voor ${title}.`,
    (title) => `De ontvanger kiest zelf wat bij het interieur past bij ${title}, van een nieuwe lamp tot planten voor het balkon.`,
  ],
  sport: [
    (title) => `Nieuwe uitrusting, lessen of een paar schoenen: deze bon besteed je bij ${title}.`,
    (title) => `Voor wie graag beweegt: een bon voor ${title} om het volgende doel te halen.`,
    (title) => `Geef een extra dosis energie met een bon voor ${title}, voor beginners en fanatiekelingen.`,
  ],
  travel: [
    (title) => `Een nachtje weg bij ${title}: een comfortabele kamer, een goed ontbijt en tijd om de omgeving te ontdekken.`,
    (title) => `Geef een korte vakantie met ${title}. De ontvanger boekt zelf de data die uitkomen.`,
    (title) => `Voor wie wel een andere omgeving verdient: een verblijf bij ${title}.`,
  ],
  kids: [
    (title) => `Speelgoed, spelletjes en heel veel plezier: kinderen kiezen zelf hun cadeau bij ${title}.`,
    (title) => `Een bon voor ${title}, zodat kleine ontdekkingsreizigers zelf kiezen waar ze blij van worden.`,
    (title) => `Voor een verjaardag, een goed rapport of zomaar: een verrassing van ${title}.`,
  ],
  food: [
    (title) => `Iets lekkers van ${title}: vers uit de oven, met de hand gemaakt en moeilijk te weerstaan.`,
    (title) => `Voor lekkerbekken met een zoete of hartige tand: een bon voor ${title}.`,
    (title) => `Laat de ontvanger het beste van ${title} proeven, om zelf van te genieten of om te delen.`,
  ],
  tech: [
    (title) => `Van koptelefoon tot nieuwe game: deze bon besteed je bij ${title}.`,
    (title) => `Voor gamers en gadgetliefhebbers: een bon voor ${title}, zodat ze zelf het nieuwste kiezen.`,
    (title) => `Geef iemands set-up een upgrade met een bon voor ${title}, voor accessoires, games en apparaten.`,
  ],
};

const IN_SHOP = 'Te besteden in de winkel of online, in één keer of verdeeld over meerdere bezoeken.';

const closings: Readonly<Record<CategoryKey, string>> = {
  restaurants: 'Reserveer vooraf een tafel en meld bij het reserveren dat je met een cadeaubon betaalt.',
  fashion: IN_SHOP,
  experiences: 'De ontvanger boekt de datum rechtstreeks bij de organisator.',
  wellness: 'Boek de behandeling vooraf en meld dat je met een cadeaubon betaalt.',
  entertainment: 'Te besteden aan de kassa of online.',
  books: IN_SHOP,
  home: IN_SHOP,
  sport: IN_SHOP,
  travel: 'Boek het verblijf rechtstreeks bij het hotel, zolang er plek is.',
  kids: IN_SHOP,
  food: IN_SHOP,
  tech: IN_SHOP,
};

function delivery({ variations }: GiftCardFacts): string {
  const [main, other] = variations;
  if (main === 'digital' && !other) return 'De cadeaubon komt binnen 1 uur per e-mail, klaar om te printen of op de telefoon te laten zien.';
  if (main === 'digital') return 'Verstuur de cadeaubon binnen 1 uur per e-mail, of als kaart per post in 1–3 werkdagen.';
  if (!other) return 'De cadeaubon komt per post in 1–3 werkdagen; op een werkdag voor 17:00 besteld, gaat hij dezelfde dag op de post.';
  return 'De cadeaubon komt per post in 1–3 werkdagen (op een werkdag voor 17:00 besteld, gaat hij dezelfde dag op de post), of binnen 1 uur per e-mail.';
}

export function describeGiftCardInDutch(card: GiftCardFacts): string {
  const opening = pickWording(openings[card.category], card.variant);
  return `${opening(card.title)} ${delivery(card)} ${closings[card.category]}`;
}

export const dutchSpecialProducts = {
  choiceCard: {
    title: 'All-in-1 Keuze Cadeaubon',
    description:
      'Geen idee wat ze leuk vinden? Met de All-in-1 Keuze cadeaubon kiest de ontvanger zelf uit meer dan 150 cadeaubonnen: restaurants, mode, wellness, uitjes en meer. Activeer hem met het 19-cijferige kaartnummer en wissel hem in voor één of meer bonnen. Binnen 1 uur per e-mail of in 1–3 werkdagen per post.',
  },
  blankPack: {
    title: 'Lege cadeaubonnen (set van 3)',
    description:
      'Drie lege cadeaubonnen met envelop, verkocht per set van 3, om zelf in te vullen. Schrijf er je eigen bedrag en boodschap op, voor een loterij, een team of een cadeau op het laatste moment. Per post in 1–3 werkdagen.',
  },
  donations: [
    {
      title: 'Donatie aan het Kinderfonds',
      description:
        'Geef een donatie in plaats van een cadeaubon. Elke euro gaat naar het Kinderfonds, dat een ziekenhuisopname voor kinderen en hun ouders net wat makkelijker maakt. De ontvanger krijgt binnen 1 uur een e-mail dat er op zijn of haar naam is gedoneerd.',
    },
    {
      title: 'Donatie aan Schone Noordzee',
      description:
        'Steun het opruimen van stranden en zee met een donatie op naam van een ander. Het hele bedrag gaat naar de opruimploegen; de ontvanger krijgt binnen 1 uur een e-mail over je cadeau.',
    },
  ],
  apple: {
    title: 'Apple Cadeaukaart',
    /** `limit`: Apple's limit per order, formatted in the store's currency ('€500'). */
    description: (limit: string) =>
      `Eén kaart voor alles van Apple: apps, games, muziek, films, iCloud-opslag en Apple producten. Binnen 1 uur per e-mail of in 1–3 werkdagen per post. Apple staat maximaal ${limit} aan Apple cadeaukaarten per bestelling toe.`,
  },
  wine: {
    title: 'Wijnpakket Cadeaubon',
    description:
      'Een cadeaubon voor een pakket goede wijnen: de ontvanger kiest zelf uit rood, wit en bubbels. Omdat er wijn in zit, wordt hij altijd aangetekend verzonden en alleen tegen handtekening afgegeven aan iemand van 18 jaar of ouder.',
  },
} as const;
