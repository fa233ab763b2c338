import type { InformationPageKey } from './language-pack.ts';
import { hoursInLocale, type HoursWording, type StoreFacts } from './store-facts.ts';

/** The genitive 'od … do …' takes, from the nominative day names the locale gives ('poniedziałek' → 'poniedziałku'). */
const GENITIVE_DAY_NAMES: Readonly<Record<string, string>> = {
  poniedziałek: 'poniedziałku', wtorek: 'wtorku', środa: 'środy', czwartek: 'czwartku', piątek: 'piątku', sobota: 'soboty', niedziela: 'niedzieli',
};
const genitive = (day: string) => GENITIVE_DAY_NAMES[day] ?? day;

/** 'od poniedziałku do piątku, 09:00–17:30'; single days stay in the nominative ('sobota i niedziela'). */
const POLISH_HOURS: HoursWording = {
  range: (from, to) => `od ${genitive(from)} do ${genitive(to)}`,
  list: (days) => `${days.slice(0, -1).join(', ')} i ${days[days.length - 1] ?? ''}`,
  entry: (days, opens, closes) => `${days}, ${opens}–${closes}`,
};

/** The law the terms are under, named for the company's country ('Zastosowanie ma prawo polskie.'). */
function governingLaw(country: string, legalName: string): string {
  if (country === 'PL') return 'Zastosowanie ma prawo polskie.';
  return `Zastosowanie ma prawo kraju, w którym spółka ${legalName} ma siedzibę.`;
}

const pages: Readonly<Record<InformationPageKey, (facts: StoreFacts) => string>> = {
  contact: ({ shopName, organization, addressLines, locale }) => `Masz pytanie o zamówienie, kartę podarunkową lub dostawę? Biuro obsługi klienta ${shopName} chętnie pomoże.

## Obsługa klienta
E-mail: ${organization.email}
Telefon: ${organization.phone}
Godziny pracy: ${hoursInLocale(organization.businessHours, locale, POLISH_HOURS)} (z wyjątkiem świąt)

## Co warto mieć pod ręką
Podaj numer zamówienia (znajdziesz go w e-mailu z potwierdzeniem) i adres e-mail, którego użyto przy zamówieniu. Jeśli pytanie dotyczy karty podarunkowej, miej pod ręką jej numer. Dzięki temu od razu znajdziemy Twoje zamówienie.

## Czas odpowiedzi
Na e-maile odpowiadamy w ciągu jednego dnia roboczego, zwykle znacznie szybciej. Telefonicznie pomagamy od razu, w godzinach pracy. Pytania o wykorzystanie karty w sklepie lub restauracji najlepiej zadać na miejscu: tam widać saldo przy kasie.

## Adres korespondencyjny
${addressLines.join('\n')}`,

  delivery: ({ shopName, productWord, registeredThreshold }) => `Sklep ${shopName} wysyła cyfrowe ${productWord} e-mailem, a fizyczne ${productWord} pocztą. Oto kiedy dotrze Twoje zamówienie.

## Cyfrowe karty podarunkowe
Cyfrowe ${productWord} wysyłamy e-mailem w ciągu 1 godziny od zaksięgowania płatności, w dzień i w nocy. Osoba obdarowana może kartę wydrukować albo pokazać na telefonie.

## Fizyczne karty podarunkowe
Fizyczne ${productWord} doręczamy pocztą w 1–3 dni robocze. Zamówienia opłacone w dzień roboczy przed 17:00 wysyłamy tego samego dnia. Przesyłki do skrzynki pocztowej docierają w najbliższym dniu doręczeń; jeśli karta nie dotrze w ciągu 5 dni roboczych, daj nam znać, a sprawdzimy, co się stało.

## Przesyłka polecona
Zamówienia o wartości powyżej ${registeredThreshold} oraz każde zamówienie z winem wysyłamy przesyłką poleconą. Paczka jest doręczana za podpisem, więc ktoś musi być w domu; wino wydajemy wyłącznie osobom pełnoletnim.

## Śledzenie zamówienia
Gdy tylko zamówienie wyruszy w drogę, dostaniesz e-mail. Przesyłki polecone mają link do śledzenia.`,

  'cancelation-policy': ({ shopName, productWord, organization }) => `Zmiana planów? Oto jak anulować zamówienie w sklepie ${shopName}.

## Przed wysyłką
Zamówienie możesz bezpłatnie anulować, dopóki nie zostało wysłane. Jak najszybciej napisz na adres ${organization.email} i podaj numer zamówienia; pełną kwotę zwrócimy w ciągu 14 dni na konto, z którego zapłacono.

## Cyfrowe karty podarunkowe
Cyfrowe ${productWord} wysyłamy w ciągu 1 godziny i można ich od razu używać. Doręczonej karty cyfrowej nie można zwrócić, chyba że nie została jeszcze wykorzystana: wtedy ją unieważnimy i oddamy pieniądze.

## Fizyczne karty podarunkowe
Niewykorzystane fizyczne ${productWord} możesz zwrócić w ciągu 14 dni od otrzymania. Odeślij je w oryginalnym opakowaniu na adres podany na stronie kontaktowej, razem z numerem zamówienia. Wartość kart zwrócimy po ich otrzymaniu i sprawdzeniu; koszt odesłania pokrywasz Ty.

## Karty wykorzystane lub aktywowane
Kart, które zostały w całości lub w części wykorzystane, nie można anulować. Opłatę serwisową i opłatę za opakowanie zwracamy tylko wtedy, gdy całe zamówienie zostanie anulowane przed wysyłką.`,

  'terms-conditions': ({ shopName, productWord, organization, addressLines }) => `Sklep ${shopName} prowadzi spółka ${organization.legalName}, a niniejszy regulamin dotyczy każdego złożonego w nim zamówienia. Składając zamówienie, akceptujesz regulamin.

## Kim jesteśmy
${addressLines.join(', ')}. E-mail: ${organization.email}, telefon: ${organization.phone}.

## Zamówienia i płatność
Zamówienie jest potwierdzone, gdy otrzymamy płatność. Przed zapłatą widzisz cenę wraz z ewentualną opłatą serwisową i opłatą za opakowanie. Same karty podarunkowe nie są objęte VAT; opłaty i dodatki, takie jak opakowanie prezentowe, zawierają VAT.

## Korzystanie z karty podarunkowej
Sklep ${shopName} sprzedaje ${productWord} w imieniu sklepów, restauracji i organizatorów, którzy je przyjmują. Kartę realizuje się u nich, na ich własnych warunkach; termin ważności jest wydrukowany na każdej karcie. Kartę można wykorzystać jednorazowo lub w częściach, aż do wyczerpania salda. Zgubionych ani skradzionych kart nie wymieniamy, chyba że nie zostały jeszcze użyte, a Ty nadal masz ich numer.

## Dostawa
Karty cyfrowe wysyłamy w ciągu 1 godziny, fizyczne docierają w 1–3 dni robocze. Szczegóły, w tym to, kiedy wysyłamy przesyłką poleconą, znajdziesz na stronie o dostawie.

## Odpowiedzialność
Odpowiadamy za dostarczenie działającej karty podarunkowej. Za to, co oferuje sklep, restauracja lub organizator, odpowiada partner. Jeśli partner zakończy działalność, zanim karta zostanie wykorzystana, skontaktuj się z nami, a wspólnie znajdziemy rozwiązanie.

## Reklamacje
Zgłoś problem w ciągu 2 miesięcy od jego zauważenia, pisząc na adres ${organization.email}. Odpowiemy w ciągu 14 dni. ${governingLaw(organization.address.country, organization.legalName)}`,

  cookies: ({ shopName }) => `Sklep ${shopName} korzysta z plików cookies, czyli małych plików, które Twoja przeglądarka zapisuje podczas wizyty w sklepie. Zapisujemy tylko te pliki cookies, których sklep potrzebuje do działania.

## Niezbędne pliki cookies
Pamiętają Twój koszyk (przez 30 dni), wybrany język (przez rok) i Twoje logowanie (do chwili wylogowania się). Podczas składania zamówienia lub logowania przechowują też przez najwyżej 2 godziny to, czego potrzebuje ten krok, na przykład wpisany adres e-mail i klucz, który zapobiega dwukrotnemu opłaceniu zamówienia. Nie wymagają zgody i zawierają tylko to, co konieczne.

## Inne dane w Twojej przeglądarce
Sklep przechowuje też kilka informacji w pamięci Twojej przeglądarki, na przykład wybrany język, to, czy zamknięto baner wyboru kraju, a jeśli trafiasz do nas z reklamy lub z linku partnera – identyfikator tego linku, abyśmy wiedzieli, skąd pochodzi zamówienie.

## Bez analitycznych i reklamowych plików cookies
Nie zapisujemy analitycznych ani reklamowych plików cookies, a żaden partner reklamowy nie zapisuje plików cookies za pośrednictwem sklepu.

## Usuwanie plików cookies
Sklep nie ma własnych ustawień plików cookies: zarządzasz nimi w przeglądarce. W jej ustawieniach, zwykle w sekcji prywatności lub danych witryn, możesz przejrzeć i usunąć pliki cookies oraz zapisane dane sklepu ${shopName} albo je zablokować. Jeśli je usuniesz, nastąpi wylogowanie, a koszyk wypełniony bez logowania zostanie opróżniony; jeśli je zablokujesz, koszyk i logowanie nie będą działać.`,

  'cookies-privacy-statement': ({ shopName, organization }) => `${organization.legalName} prowadzi sklep ${shopName} i jest administratorem danych osobowych, które nam przekazujesz. W tej polityce wyjaśniamy, jakie dane zbieramy i dlaczego.

## Jakie dane zbieramy
Twoje imię i nazwisko, adres e-mail oraz – w przypadku kart fizycznych – adres dostawy; imię i adres e-mail osoby obdarowanej; oraz dane zamówienia i płatności. Sklep nie rejestruje, jak z niego korzystasz.

## W jakim celu
Aby zrealizować zamówienie, wysłać karty właściwej osobie, pomóc Ci, gdy kontaktujesz się z obsługą klienta, zapobiegać oszustwom i wypełniać obowiązki prawne, takie jak przechowywanie faktur. Newsletter wysyłamy tylko wtedy, gdy o niego poprosisz.

## Jak długo je przechowujemy
Dane zamówień przechowujemy przez 7 lat, bo wymagają tego przepisy podatkowe. Konto przechowujemy do czasu jego usunięcia, a dane z cookies – najwyżej 13 miesięcy.

## Komu je przekazujemy
Dane przekazujemy wyłącznie podmiotom, które pomagają zrealizować zamówienie: operatorom płatności, poczcie i partnerowi, u którego realizowana jest karta. Nigdy nie sprzedajemy Twoich danych.

## Twoje prawa
Masz prawo wglądu w swoje dane, ich sprostowania lub usunięcia oraz prawo sprzeciwu wobec ich wykorzystania. Napisz na adres ${organization.email}, a odpowiemy w ciągu miesiąca. Jeśli nasza odpowiedź Cię nie zadowoli, możesz złożyć skargę do Prezesa Urzędu Ochrony Danych Osobowych.

## Cookies
Na stronie o plikach cookies wyjaśniamy, jakich plików używamy i jak je usunąć.`,
};

export function polishInformationBody(page: InformationPageKey, facts: StoreFacts): string {
  return pages[page](facts);
}
