import type { CategoryKey } from './categories.ts';
import { pickWording, type GiftCardFacts } from './store-facts.ts';

type Opening = (title: string) => string;

/**
 * Each opening declines 'karta podarunkowa' and leaves the card's name after it in the nominative, as a name is
 * quoted in Polish ('z kartą podarunkową Bistro Copper Pot'), so no foreign or Polish name has to be declined.
 * Neighbouring cards of a category take different openings.
 */
const openings: Readonly<Record<CategoryKey, readonly [Opening, ...Opening[]]>> = {
  restaurants: [
    (title) => `Stolik dla dwojga z kartą podarunkową ${title}: sezonowe dania, kieliszek dobrego wina i żadnego zmywania.`,
    (title) => `Podaruj obiad lub kolację: karta podarunkowa ${title} otwiera drzwi do kuchni opartej na lokalnych produktach.`,
    (title) => `Wieczór poza domem dzięki karcie podarunkowej ${title}. Osoba obdarowana sama wybiera dzień, menu i towarzystwo.`,
  ],
  fashion: [
    (title) => `Nowy sezon, nowa ulubiona rzecz: kartę podarunkową ${title} można wydać na ubrania i dodatki.`,
    (title) => `Z kartą podarunkową ${title} każdy wybiera własny styl – od ubrań na co dzień po strój na wyjątkową okazję.`,
    (title) => `Trudno kupić komuś ubranie. Dzięki karcie podarunkowej ${title} osoba obdarowana sama znajdzie idealny rozmiar.`,
  ],
  experiences: [
    (title) => `Podaruj niezapomniany dzień z kartą podarunkową ${title}: przeżycie zamiast kolejnej rzeczy na półce.`,
    (title) => `Przygoda, którą warto przeżyć razem: z kartą podarunkową ${title} osoba obdarowana rezerwuje dogodny dla siebie termin.`,
    (title) => `Dla kogoś, kto woli zbierać wspomnienia niż rzeczy – karta podarunkowa ${title}.`,
  ],
  wellness: [
    (title) => `Czas na relaks z kartą podarunkową ${title}: zabiegi, masaże i chwila spokoju.`,
    (title) => `Rozpieść kogoś kartą podarunkową ${title} – osoba obdarowana sama wybierze zabieg, na który ma ochotę.`,
    (title) => `Odpoczynek i odrobina luksusu z kartą podarunkową ${title} – prezent, który mówi: znajdź chwilę dla siebie.`,
  ],
  entertainment: [
    (title) => `Wieczór pełen wrażeń z kartą podarunkową ${title}: osoba obdarowana sama wybiera dzień i repertuar.`,
    (title) => `Dla kinomanów, fanów gier i wszystkich, którzy lubią dobrą rozrywkę – karta podarunkowa ${title}.`,
    (title) => `Wesoły wieczór dzięki karcie podarunkowej ${title} – w pojedynkę albo ze znajomymi.`,
  ],
  books: [
    (title) => `Dla tych, którzy czytają i słuchają: kartę podarunkową ${title} można wydać na nowe książki, płyty albo wyczekiwany box.`,
    (title) => `Z kartą podarunkową ${title} można spokojnie przejrzeć półki i wybrać historię lub płytę, na którą czekało się od dawna.`,
    (title) => `Nic nie jest tak osobiste jak samodzielnie wybrana książka czy płyta – z kartą podarunkową ${title}.`,
  ],
  home: [
    (title) => `Dom staje się przytulniejszy z kartą podarunkową ${title}: meble, dekoracje i wszystko do ogrodu.`,
    (title) => `Na nowe mieszkanie, nowy początek albo kwitnący ogród – karta podarunkowa ${title}.`,
    (title) => `Z kartą podarunkową ${title} każdy wybierze to, co pasuje do jego wnętrza – od nowej lampy po rośliny na balkon.`,
  ],
  sport: [
    (title) => `Sprzęt, zajęcia czy nowe buty: kartę podarunkową ${title} można wydać na wszystko, czego potrzeba do treningu.`,
    (title) => `Dla kogoś, kto lubi ruch – karta podarunkowa ${title}, która pomoże osiągnąć kolejny cel.`,
    (title) => `Dodaj komuś energii kartą podarunkową ${title} – dla początkujących i zaawansowanych sportowców.`,
  ],
  travel: [
    (title) => `Nocleg poza domem z kartą podarunkową ${title}: wygodny pokój, dobre śniadanie i czas na zwiedzanie.`,
    (title) => `Podaruj krótki wypoczynek z kartą podarunkową ${title}. Osoba obdarowana sama rezerwuje dogodny termin.`,
    (title) => `Dla kogoś, komu należy się zmiana otoczenia – pobyt z kartą podarunkową ${title}.`,
  ],
  kids: [
    (title) => `Zabawki, gry i mnóstwo frajdy: z kartą podarunkową ${title} dzieci same wybierają prezent.`,
    (title) => `Karta podarunkowa ${title}, żeby mali odkrywcy mogli wybrać to, co ich cieszy.`,
    (title) => `Urodziny, dobre świadectwo albo tak po prostu: niespodzianka z kartą podarunkową ${title}.`,
  ],
  food: [
    (title) => `Coś pysznego z kartą podarunkową ${title}: prosto z pieca, robione ręcznie i trudno się oprzeć.`,
    (title) => `Dla smakoszy słodkości i wytrawnych przysmaków – karta podarunkowa ${title}.`,
    (title) => `Niech spróbują tego, co najlepsze, z kartą podarunkową ${title} – dla siebie albo do podzielenia się.`,
  ],
  tech: [
    (title) => `Od słuchawek po nową grę: kartę podarunkową ${title} można wydać na to, co akurat wpadnie w oko.`,
    (title) => `Dla graczy i miłośników gadżetów – karta podarunkowa ${title}, żeby sami wybrali nowości.`,
    (title) => `Ulepsz komuś sprzęt dzięki karcie podarunkowej ${title}: akcesoria, gry i urządzenia.`,
  ],
};

const SPEND_ANYWHERE = 'Kartę można wykorzystać w sklepie lub online, jednorazowo albo w kilku częściach.';

const closings: Readonly<Record<CategoryKey, string>> = {
  restaurants: 'Zarezerwuj stolik z wyprzedzeniem i przy rezerwacji wspomnij o karcie podarunkowej.',
  fashion: SPEND_ANYWHERE,
  experiences: 'Osoba obdarowana umawia termin bezpośrednio z organizatorem.',
  wellness: 'Zarezerwuj zabieg z wyprzedzeniem i wspomnij o karcie podarunkowej.',
  entertainment: 'Kartę można wykorzystać w kasie lub online.',
  books: SPEND_ANYWHERE,
  home: SPEND_ANYWHERE,
  sport: SPEND_ANYWHERE,
  travel: 'Pobyt rezerwuje się bezpośrednio w hotelu, w zależności od dostępności.',
  kids: SPEND_ANYWHERE,
  food: SPEND_ANYWHERE,
  tech: SPEND_ANYWHERE,
};

function delivery({ variations }: GiftCardFacts): string {
  const [main, other] = variations;
  if (main === 'digital' && !other) return 'Karta dociera e-mailem w ciągu 1 godziny – gotowa do wydruku lub do pokazania na telefonie.';
  if (main === 'digital') return 'Wyślij kartę e-mailem w ciągu 1 godziny albo jako kartę fizyczną pocztą w 1–3 dni robocze.';
  if (!other) return 'Karta przychodzi pocztą w 1–3 dni robocze; zamówiona w dzień roboczy przed 17:00 zostaje wysłana tego samego dnia.';
  return 'Karta przychodzi pocztą w 1–3 dni robocze (zamówiona w dzień roboczy przed 17:00 zostaje wysłana tego samego dnia) albo e-mailem w ciągu 1 godziny.';
}

export function describeGiftCardInPolish(card: GiftCardFacts): string {
  const opening = pickWording(openings[card.category], card.variant);
  return `${opening(card.title)} ${delivery(card)} ${closings[card.category]}`;
}

export const polishSpecialProducts = {
  choiceCard: {
    title: 'Karta podarunkowa All-in-1 Choice',
    description:
      'Nie wiesz, co wybrać? Z kartą podarunkową All-in-1 Choice osoba obdarowana wybiera spośród ponad 150 kart podarunkowych: restauracje, moda, wellness, wycieczki i wiele więcej. Aktywuje się ją 19-cyfrowym numerem karty i wymienia na jedną lub kilka kart. Dociera e-mailem w ciągu 1 godziny lub pocztą w 1–3 dni robocze.',
  },
  blankPack: {
    title: 'Puste karty podarunkowe (zestaw 3 szt.)',
    description:
      'Trzy puste karty podarunkowe z kopertami, sprzedawane w zestawie po 3 sztuki, do samodzielnego wypełnienia. Wpisz własną kwotę i życzenia – na loterię, dla zespołu albo jako prezent w ostatniej chwili. Wysyłka pocztą w 1–3 dni robocze.',
  },
  donations: [
    {
      title: 'Darowizna na rzecz Fundacji Szpitala Dziecięcego',
      description:
        'Podaruj darowiznę zamiast karty podarunkowej. Cała kwota trafia do Fundacji Szpitala Dziecięcego, która sprawia, że pobyt w szpitalu jest choć trochę łatwiejszy dla dzieci i ich rodziców. Osoba obdarowana w ciągu 1 godziny dostanie e-mail z informacją, że w jej imieniu przekazano darowiznę.',
    },
    {
      title: 'Darowizna na rzecz Czystego Bałtyku',
      description:
        'Wesprzyj sprzątanie plaż i morza darowizną w czyimś imieniu. Cała kwota trafia do ekip sprzątających; osoba obdarowana w ciągu 1 godziny dostanie e-mail o Twoim prezencie.',
    },
  ],
  apple: {
    title: 'Karta podarunkowa Apple',
    /** `limit`: Apple's limit per order, formatted in the store's currency ('€500'). */
    description: (limit: string) =>
      `Jedna karta na wszystko od Apple: aplikacje, gry, muzykę, filmy, miejsce w iCloud i produkty Apple. Dociera e-mailem w ciągu 1 godziny lub pocztą w 1–3 dni robocze. Apple pozwala kupić w jednym zamówieniu karty podarunkowe Apple o łącznej wartości najwyżej ${limit}.`,
  },
  wine: {
    title: 'Karta podarunkowa na skrzynkę win',
    description:
      'Karta podarunkowa na skrzynkę dobrych win – czerwonych, białych lub musujących, do wyboru przez osobę obdarowaną. Ponieważ chodzi o wino, kartę zawsze wysyłamy przesyłką poleconą i doręczamy za podpisem, wyłącznie osobie pełnoletniej.',
  },
} as const;
