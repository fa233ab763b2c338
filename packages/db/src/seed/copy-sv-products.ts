import type { CategoryKey } from './categories.ts';
import { pickWording, type GiftCardFacts } from './store-facts.ts';

type Opening = (title: string) => string;

/**
 * Each category's openings name the place after a preposition ('hos', 'till', 'från', 'med'), never with a genitive
 * or an article, so every shop name reads correctly. Neighbouring cards of a category take different openings.
 */
const openings: Readonly<Record<CategoryKey, readonly [Opening, ...Opening[]]>> = {
  restaurants: [
    (title) => `Ett bord för två hos ${title}: säsongens rätter, ett gott glas vin och ingen disk efteråt.`,
    (title) => `Bjud någon på lunch eller middag hos ${title}, där köket lagar mat på lokala råvaror.`,
    (title) => `Ge bort en kväll ute hos ${title}. Mottagaren väljer själv dag, meny och sällskap.`,
  ],
  fashion: [
    (title) => `Ny säsong, nytt favoritplagg: presentkortet används till kläder och accessoarer hos ${title}.`,
    (title) => `Låt dem hitta sin egen stil hos ${title}, från vardagens basplagg till något för det speciella tillfället.`,
    (title) => `Kläder är svåra att köpa åt någon annan. Med ett presentkort till ${title} hittar mottagaren själv rätt passform.`,
  ],
  experiences: [
    (title) => `Ge bort en dag att minnas med ${title}: en upplevelse i stället för ännu en sak på hyllan.`,
    (title) => `Ett äventyr att dela: mottagaren bokar en utflykt med ${title} på ett datum som passar.`,
    (title) => `För den som hellre samlar på minnen än på saker: en upplevelse med ${title}.`,
  ],
  wellness: [
    (title) => `Tid att varva ner hos ${title}, med behandlingar, massage och en stunds lugn.`,
    (title) => `Skäm bort någon med ett besök hos ${title}: mottagaren väljer själv den behandling som känns rätt.`,
    (title) => `Vila och lite lyx hos ${title} – en present som säger: ta dig tid för dig själv.`,
  ],
  entertainment: [
    (title) => `En kväll ute hos ${title}: mottagaren väljer själv datum och föreställning.`,
    (title) => `För filmälskare, spelfans och alla som gillar en trevlig kväll ute: ett presentkort till ${title}.`,
    (title) => `Dela en rolig kväll hos ${title}, på egen hand eller med vänner.`,
  ],
  books: [
    (title) => `För läsare och lyssnare: ett presentkort till ${title} som räcker till nya böcker, album eller den efterlängtade boxen.`,
    (title) => `Låt dem botanisera bland hyllorna hos ${title} och ta med sig hem den berättelse eller skiva de har önskat sig.`,
    (title) => `Inget är så personligt som en bok eller en skiva man har valt själv hos ${title}.`,
  ],
  home: [
    (title) => `Gör ett hus till ett hem med ett presentkort till ${title}: möbler, inredning och allt till trädgården.`,
    (title) => `Till ett nytt hem, en nystart eller en trädgård i full blom: ett presentkort till ${title}.`,
    (title) => `Hos ${title} väljer mottagaren själv det som passar hemmet, från en ny lampa till växter till balkongen.`,
  ],
  sport: [
    (title) => `Utrustning, lektioner eller ett par nya skor: presentkortet används hos ${title}.`,
    (title) => `För den som älskar att röra på sig: ett presentkort till ${title} som hjälper till att nå nästa mål.`,
    (title) => `Ge lite extra energi med ett presentkort till ${title}, för både nybörjare och vana idrottare.`,
  ],
  travel: [
    (title) => `En natt borta hos ${title}: ett bekvämt rum, en god frukost och tid att upptäcka.`,
    (title) => `Ge bort en minisemester med ${title}. Mottagaren bokar själv de datum som passar.`,
    (title) => `För den som behöver miljöombyte: en vistelse hos ${title}.`,
  ],
  kids: [
    (title) => `Leksaker, spel och massor av skoj: barnen väljer själva sin present hos ${title}.`,
    (title) => `Ett presentkort till ${title}, så att små upptäckare själva kan välja det som gör dem glada.`,
    (title) => `Födelsedag, ett fint betyg eller bara för att: en present från ${title}.`,
  ],
  food: [
    (title) => `Något gott från ${title}: nybakat, handgjort och svårt att stå emot.`,
    (title) => `För matälskare som gillar både sött och salt: ett presentkort till ${title}.`,
    (title) => `Låt dem smaka det bästa från ${title} – att njuta av själv eller dela med andra.`,
  ],
  tech: [
    (title) => `Från hörlurar till ett nytt spel: presentkortet används hos ${title}.`,
    (title) => `För gamers och prylälskare: ett presentkort till ${title}, så att de själva kan välja det senaste.`,
    (title) => `Uppgradera någons setup med ett presentkort till ${title} – till tillbehör, spel och prylar.`,
  ],
};

const SPEND_ANYWHERE = 'Använd det i butiken eller online, på en gång eller vid flera tillfällen.';

const closings: Readonly<Record<CategoryKey, string>> = {
  restaurants: 'Boka bord i förväg och nämn presentkortet när du bokar.',
  fashion: SPEND_ANYWHERE,
  experiences: 'Mottagaren bokar datum direkt med arrangören.',
  wellness: 'Boka behandlingen i förväg och nämn presentkortet.',
  entertainment: 'Använd det i kassan eller online.',
  books: SPEND_ANYWHERE,
  home: SPEND_ANYWHERE,
  sport: SPEND_ANYWHERE,
  travel: 'Vistelsen bokas direkt med hotellet, i mån av plats.',
  kids: SPEND_ANYWHERE,
  food: SPEND_ANYWHERE,
  tech: SPEND_ANYWHERE,
};

function delivery({ variations }: GiftCardFacts): string {
  const [main, other] = variations;
  if (main === 'digital' && !other) return 'Presentkortet kommer via e-post inom 1 timme, klart att skriva ut eller visa i mobilen.';
  if (main === 'digital') return 'Skicka presentkortet via e-post inom 1 timme eller som kort med posten på 1–3 arbetsdagar.';
  if (!other) return 'Presentkortet kommer med posten på 1–3 arbetsdagar; beställt en arbetsdag före kl. 17.00 skickas det samma dag.';
  return 'Presentkortet kommer med posten på 1–3 arbetsdagar (beställt en arbetsdag före kl. 17.00 skickas det samma dag) eller via e-post inom 1 timme.';
}

export function describeGiftCardInSwedish(card: GiftCardFacts): string {
  const opening = pickWording(openings[card.category], card.variant);
  return `${opening(card.title)} ${delivery(card)} ${closings[card.category]}`;
}

export const swedishSpecialProducts = {
  choiceCard: {
    title: 'All-in-1 Choice-presentkort',
    description:
      'Vet du inte vad de gillar? Med All-in-1 Choice-presentkortet väljer mottagaren själv bland fler än 150 presentkort: restauranger, mode, spa, upplevelser och mycket mer. Kortet aktiveras med det 19-siffriga kortnumret och byts mot ett eller flera presentkort. Det kommer via e-post inom 1 timme eller med posten på 1–3 arbetsdagar.',
  },
  blankPack: {
    title: 'Tomma presentkort (3-pack)',
    description:
      'Tre tomma presentkort med kuvert, som säljs i förpackningar om 3, att fylla i själv. Skriv ditt eget belopp och din egen hälsning – till ett lotteri, ett lag eller en present i sista minuten. Skickas med posten på 1–3 arbetsdagar.',
  },
  donations: [
    {
      title: 'Gåva till Barnsjukhusfonden',
      description:
        'Ge en gåva i stället för ett presentkort. Hela beloppet går till Barnsjukhusfonden, som gör sjukhusvistelsen lite lättare för barn och deras föräldrar. Mottagaren får inom 1 timme ett e-postmeddelande om att en gåva har getts i hens namn.',
    },
    {
      title: 'Gåva till Rent Hav',
      description:
        'Stöd städningen av stränder och hav med en gåva i någons namn. Hela beloppet går till städlagen; mottagaren får inom 1 timme ett e-postmeddelande om din gåva.',
    },
  ],
  apple: {
    title: 'Apple-presentkort',
    /** `limit`: Apple's limit per order, formatted in the store's currency ('€500'). */
    description: (limit: string) =>
      `Ett kort för allt från Apple: appar, spel, musik, filmer, lagring i iCloud och Apple-produkter. Det kommer via e-post inom 1 timme eller med posten på 1–3 arbetsdagar. Apple tillåter högst ${limit} i Apple-presentkort per beställning.`,
  },
  wine: {
    title: 'Presentkort på en vinlåda',
    description:
      'Ett presentkort på en låda goda viner, som mottagaren själv väljer bland röda, vita och mousserande. Eftersom det innehåller vin skickas det alltid rekommenderat och lämnas bara ut mot kvittens till någon som har fyllt 18 år.',
  },
} as const;
