import type { BlogArticle, GivingMoment } from './language-pack.ts';

export const polishBlogArticles: readonly BlogArticle[] = [
  {
    topic: 'gift-ideas',
    title: '10 pomysłów na prezent w ostatniej chwili',
    slug: 'pomysly-na-prezent',
    body: ({ shopName }) => `Impreza jest dziś wieczorem, a Ty wciąż nie masz prezentu? Spokojnie. Te dziesięć pomysłów sprawdzi się nawet wtedy, gdy sklepy są już zamknięte.

## 1. Kolacja na mieście
Karta do restauracji zawsze trafia w punkt: każdy lubi dobrze zjeść, a stolik dla dwojga to prezent i wieczór poza domem jednocześnie.

## 2. Popołudnie w spa
Dla przyjaciółki, która nigdy nie robi sobie przerwy. Masaż albo dzień w spa to czas – najrzadszy prezent ze wszystkich.

## 3. Dzień pełen wrażeń
Kajaki, escape room, lot balonem: przeżycia pamięta się długo po tym, jak papier do pakowania wyląduje w koszu.

## 4. Kino albo teatr
Dołącz odręczny liścik z tytułem filmu lub spektaklu, na który chcecie wybrać się razem.

## 5. Książki i muzyka
Mól książkowy ucieszy się z karty do ulubionej księgarni – następną lekturę wybierze sam.

## 6–10. Niech wybiorą sami
Nie masz pewności? Z kartą podarunkową All-in-1 Choice osoba obdarowana wybiera spośród ponad 150 kart podarunkowych do restauracji, sklepów i na przeżycia. W sklepie ${shopName} karty cyfrowe docierają e-mailem w ciągu 1 godziny, więc nawet prezent zamówiony w drodze na imprezę dotrze na czas. Dodaj cyfrowe opakowanie i osobistą wiadomość, a nikt nie zauważy, że to prezent na ostatnią chwilę.`,
  },
  {
    topic: 'choice-card',
    title: 'Jak działa karta podarunkowa All-in-1 Choice',
    slug: 'jak-dziala-karta-all-in-1-choice',
    body: ({ shopName }) => `Karta podarunkowa All-in-1 Choice to prezent dla osób, którym trudno coś kupić. Ty wybierasz kwotę, a obdarowany decyduje, gdzie ją wydać.

## Jak podarować
Wybierz kwotę i wyślij kartę e-mailem (w ciągu 1 godziny) albo pocztą (w 1–3 dni robocze). Jeśli chcesz, dodaj osobistą wiadomość lub świąteczne opakowanie.

## Jak wybrać
Osoba obdarowana otwiera stronę karty i aktywuje ją 19-cyfrowym numerem. Potem wybiera jedną lub kilka spośród ponad 150 kart podarunkowych: restauracje, moda, wellness, wycieczki, książki i wiele więcej. Kwotę można podzielić na kilka kart.

## Jak wykorzystać
Wybrane karty przychodzą e-mailem i realizuje się je tak samo jak każdą inną kartę podarunkową ze sklepu ${shopName}. To, co zostanie na karcie wyboru, czeka na kolejny raz.

## Dobrze wiedzieć
Aktywacja może potrwać do 24 godzin. Numer karty przechowuj w bezpiecznym miejscu: to klucz do salda.`,
  },
  {
    topic: 'dining',
    title: 'Najlepsze restauracje w Warszawie na prezent',
    slug: 'najlepsze-restauracje-warszawa',
    body: ({ productWord }) => `Warszawska scena kulinarna jeszcze nigdy nie była tak ciekawa. Oto miejsca, dzięki którym kolacja w prezencie staje się wyjątkowa, i na co zwrócić uwagę przy wyborze.

## Na romantyczny wieczór
Świece, krótka karta i dobra lista win: mała restauracja w bocznej uliczce Starego Miasta to pewny wybór na rocznicę.

## Dla smakoszy
Kucharze, którzy gotują z produktów od polskich rolników, i karta zmieniająca się co kilka tygodni. Warto szukać sezonowego menu.

## Dla grupy
Na urodziny ze znajomymi najlepiej sprawdzi się gwarny grill albo bar z daniami do dzielenia, na przykład na Powiślu. W weekendy lepiej zarezerwować stolik wcześniej.

## Jak to podarować
Restauracyjne ${productWord} wysyłamy e-mailem w ciągu 1 godziny, więc sprawdzą się także jako prezent w ostatniej chwili. Przypomnij obdarowanej osobie, żeby zarezerwowała stolik i wspomniała o karcie podarunkowej.`,
  },
];

type MomentCopy = Pick<GivingMoment, 'key' | 'title' | 'heroTitle' | 'slug' | 'body'>;

export const polishGivingMoments: readonly MomentCopy[] = [
  {
    key: 'birthday', title: 'Karty podarunkowe na urodziny', heroTitle: 'Wszystkiego najlepszego! Podaruj kartę podarunkową', slug: 'urodziny',
    body: ({ productWord }) => `Prezent urodzinowy, który zawsze pasuje: solenizant wybiera to, na co naprawdę ma ochotę. Postaw na ulubioną restaurację, sklep, który lubi, albo wycieczkę, żeby uczcić kolejny rok.

## Dokładnie w dniu urodzin
Cyfrowe ${productWord} docierają e-mailem w ciągu 1 godziny, więc nawet karta zamówiona rano w dniu urodzin dotrze na czas. Dodaj urodzinowe opakowanie i osobistą wiadomość.`,
  },
  {
    key: 'thank-you', title: 'Karty podarunkowe z podziękowaniem', heroTitle: 'Podziękuj kartą podarunkową', slug: 'podziekowanie',
    body: () => `Dla sąsiadki, która karmiła kota, kolegi, który Cię zastąpił, nauczycielki na koniec roku szkolnego: mały gest wiele znaczy.

## Mały i osobisty
Wybierz kawę, książkę albo kolację i dopisz kilka słów podziękowania. Wiele kart można kupić już za niewielką kwotę, więc podziękowanie nigdy nie wyda się przesadą.`,
  },
  {
    key: 'wedding', title: 'Karty podarunkowe na ślub', heroTitle: 'Idealny prezent ślubny', slug: 'slub',
    body: () => `Pary młode często mają już wszystko, czego potrzebują w domu. Podaruj im coś, co zrobią razem: weekend za miastem, kolację we dwoje albo coś do nowego mieszkania.

## Od całej grupy
Zbieracie się ze znajomymi lub współpracownikami? Wybierzcie wyższą kwotę albo połączcie kilka kart w jednym pudełku prezentowym, wysyłanym pocztą w 1–3 dni robocze.`,
  },
  {
    key: 'christmas', title: 'Karty podarunkowe na święta', heroTitle: 'Prezenty świąteczne dla wszystkich', slug: 'swieta',
    body: ({ productWord }) => `Od kuzyna, którego widujesz tylko przy wigilijnym stole, po cały zespół w pracy: ${productWord} zdejmują stres z grudniowych zakupów, także tych na mikołajki.

## Zamów na czas
Karty fizyczne docierają w 1–3 dni robocze; zamówione w dzień roboczy przed 17:00 wysyłamy tego samego dnia. W ostatnim tygodniu przed Wigilią najpewniejsze są karty cyfrowe: docierają e-mailem w ciągu 1 godziny.`,
  },
  {
    key: 'new-baby', title: 'Karty podarunkowe z okazji narodzin', heroTitle: 'Świętuj przyjście na świat maleństwa', slug: 'narodziny',
    body: ({ productWord }) => `Młodzi rodzice dostają mnóstwo maleńkich ubranek. Karta podarunkowa pozwala im wybrać to, czego naprawdę potrzebują, albo podarować sobie rzadki wieczór we dwoje, gdy maluch zacznie przesypiać noce.

## Pomysły dla nowej rodziny
Sklepy dziecięce i z zabawkami, posiłek z dostawą do domu albo masaż dla świeżo upieczonej mamy: ${productWord} na każdą potrzebę w pierwszych, pracowitych tygodniach.`,
  },
  {
    key: 'retirement', title: 'Karty podarunkowe na emeryturę', heroTitle: 'Ciesz się zasłużoną emeryturą', slug: 'emerytura',
    body: () => `Po latach ciężkiej pracy wreszcie jest czas na to, na co wcześniej go brakowało: podróże, ogród, nowe hobby.

## Prezent od zespołu
Połączcie składki w jedną kartę – na wyjazd, na pole golfowe albo do centrum ogrodniczego. Zamówienia firmowe można opłacić na podstawie faktury.`,
  },
];
