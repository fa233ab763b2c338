import type { BlogArticle, GivingMoment } from './language-pack.ts';

export const dutchBlogArticles: readonly BlogArticle[] = [
  {
    topic: 'gift-ideas',
    title: '10 last-minute cadeau-ideeën',
    slug: 'last-minute-cadeau-ideeen',
    body: ({ shopName, productWord }) => `Het feestje is vanavond en je hebt nog niets? Geen paniek. Deze tien ideeën werken ook als de winkels al dicht zijn.

## 1. Uit eten
Een restaurantbon is nooit verkeerd: iedereen eet, en een tafel voor twee is een cadeau en een avondje uit tegelijk.

## 2. Een middag wellness
Voor de vriendin die nooit pauze neemt. Een massage of een dag sauna geeft tijd, het zeldzaamste cadeau van allemaal.

## 3. Een dagje uit
Kanoën, een escape room, een ballonvaart: belevenissen onthoud je nog lang nadat het inpakpapier weg is.

## 4. Bioscoop of theater
Schrijf er een briefje bij met de film of voorstelling die je samen wilt zien.

## 5. Boeken en muziek
Met een bon van de favoriete boekhandel kiest een lezer zelf het volgende boek.

## 6 tot en met 10. Laat ze zelf kiezen
Twijfel je? Met de All-in-1 Keuze cadeaubon kiest de ontvanger uit meer dan 150 ${productWord}. Bij ${shopName} komen digitale bonnen binnen 1 uur per e-mail, dus ook een cadeau dat je onderweg naar het feest bestelt, is op tijd. Voeg een digitale verpakking en een persoonlijke boodschap toe, en niemand merkt dat je laat was.`,
  },
  {
    topic: 'choice-card',
    title: 'Zo werkt de All-in-1 Keuze cadeaubon',
    slug: 'zo-werkt-de-keuze-cadeaubon',
    body: ({ shopName, productWord }) => `De All-in-1 Keuze cadeaubon is het cadeau voor mensen voor wie je moeilijk iets kunt kiezen. Jij geeft een bedrag, zij kiezen waar ze het besteden.

## Geven
Kies een bedrag en verstuur de bon per e-mail (binnen 1 uur) of per post (1–3 werkdagen). Voeg desgewenst een persoonlijke boodschap of een feestelijke verpakking toe.

## Kiezen
De ontvanger opent de pagina van de bon en activeert hem met het 19-cijferige kaartnummer. Daarna kiest hij of zij een of meer van de meer dan 150 ${productWord}: restaurants, mode, wellness, uitjes, boeken en meer. Het bedrag mag over meerdere bonnen worden verdeeld.

## Besteden
De gekozen bonnen komen per e-mail en besteed je net als elke andere cadeaubon van ${shopName}. Wat er op de keuzebon overblijft, blijft staan voor een volgende keer.

## Goed om te weten
Activeren kan tot 24 uur duren. Bewaar het kaartnummer goed: dat is de sleutel tot het saldo.`,
  },
  {
    topic: 'dining',
    title: 'Een etentje cadeau doen: zo kies je het juiste restaurant',
    slug: 'etentje-cadeau-restaurant-kiezen',
    body: ({ productWord }) => `Uit eten gaan is een van de fijnste cadeaus die er zijn: een avond zonder koken en zonder afwas, met tijd voor elkaar. Zo kies je een restaurant waar de ontvanger echt van geniet.

## Denk aan de gelegenheid
Bij een jubileum horen kaarslicht, een korte kaart en een goede wijnkaart. Een verjaardag met vrienden vier je beter bij een gezellige grill of een zaak met gerechten om te delen, waar niemand zich stoort aan wat rumoer.

## Denk aan de ontvanger
Echte foodies houden van koks die met lokale producten werken en van seizoensmenu's die om de paar weken wisselen. Wie van het vertrouwde houdt, zit beter bij een geliefd buurtrestaurant dan bij de nieuwste opening.

## Let op het praktische
Is het restaurant voor de ontvanger goed te bereiken? Kun je er reserveren, en is het open op de avonden dat ze kunnen? Een restaurant met meerdere vestigingen geeft meer keus.

## Twijfel je?
Geef de All-in-1 Keuze cadeaubon: dan kiest de ontvanger zelf het restaurant, uit meer dan 150 ${productWord}.

## Geven
Restaurant${productWord} komen binnen 1 uur per e-mail, dus ze zijn ook een prima last-minute cadeau. Herinner de ontvanger eraan een tafel te reserveren en bij het reserveren te melden dat er met een cadeaubon wordt betaald.`,
    localEdition: {
      country: 'NL',
      title: 'De leukste restaurants in Amsterdam',
      slug: 'leukste-restaurants-amsterdam',
      body: ({ productWord }) => `Amsterdam is een heerlijke stad om uit eten te gaan. Dit zijn de soorten plekken die van een etentje een echt cadeau maken, en waar je op let als je er een kiest.

## Voor een romantische avond
Kaarslicht, een korte kaart en een goede wijnkaart: een klein bistrootje aan een gracht in de Jordaan is voor een jubileum moeilijk te overtreffen.

## Voor echte foodies
Koks die koken met producten van Hollandse boeren en vissers. Let op seizoensmenu's die om de paar weken wisselen.

## Voor een groep
Een gezellige grill of een zaak met gerechten om te delen werkt het best voor een verjaardag met vrienden. Reserveer in het weekend op tijd.

## Geven
Restaurant${productWord} komen binnen 1 uur per e-mail, dus ze zijn ook een prima last-minute cadeau. Herinner de ontvanger eraan een tafel te reserveren en bij het reserveren te melden dat er met een cadeaubon wordt betaald.`,
    },
  },
];

type MomentCopy = Pick<GivingMoment, 'key' | 'title' | 'heroTitle' | 'slug' | 'body'>;

export const dutchGivingMoments: readonly MomentCopy[] = [
  {
    key: 'birthday', title: 'Verjaardagscadeaubonnen', heroTitle: 'Gefeliciteerd! Geef een cadeaubon waar ze blij van worden', slug: 'verjaardag',
    body: ({ productWord }) => `Een verjaardagscadeau dat altijd past: de jarige kiest zelf wat hij of zij echt wil. Kies een favoriet restaurant, een geliefde winkel of een dagje uit om het nieuwe levensjaar te vieren.

## Precies op de dag
Digitale ${productWord} komen binnen 1 uur per e-mail, dus zelfs een bon die je op de ochtend van de verjaardag bestelt, is er op tijd. Voeg een verjaardagsverpakking en een persoonlijke boodschap toe.`,
  },
  {
    key: 'thank-you', title: 'Cadeaubonnen om te bedanken', heroTitle: 'Zeg bedankt met een cadeaubon', slug: 'bedankt',
    body: ({ productWord }) => `Voor de buren die de kat eten gaven, de collega die inviel, de juf aan het eind van het schooljaar: een klein gebaar zegt veel.

## Klein en persoonlijk
Kies een kopje koffie, een boek of een etentje en schrijf er een paar woorden van dank bij. Veel ${productWord} zijn er al vanaf een klein bedrag, dus een bedankje is nooit te veel.`,
  },
  {
    key: 'wedding', title: 'Huwelijkscadeaubonnen', heroTitle: 'Het perfecte huwelijkscadeau', slug: 'bruiloft',
    body: ({ productWord }) => `Bruidsparen hebben vaak al alles voor in huis. Geef ze iets om samen te doen: een weekendje weg, een diner voor twee of iets moois voor het nieuwe huis.

## Samen met de hele groep
Leg je samen met vrienden of collega's in? Kies een hoger bedrag of combineer meerdere ${productWord} in één cadeaudoos, in 1–3 werkdagen per post bezorgd.`,
  },
  {
    key: 'christmas', title: 'Kerstcadeaubonnen', heroTitle: 'Kerstcadeaus voor iedereen op je lijstje', slug: 'kerst',
    body: ({ productWord }) => `Van de neef die je alleen met kerst ziet tot het hele team op je werk: met ${productWord} haal je de stress uit het decemberwinkelen.

## Op tijd bestellen
Fysieke bonnen komen in 1–3 werkdagen; bestel je op een werkdag voor 17:00, dan gaan ze dezelfde dag op de post. In de laatste week voor kerst zijn digitale bonnen de veiligste keus: die komen binnen 1 uur per e-mail.`,
  },
  {
    key: 'new-baby', title: 'Kraamcadeaubonnen', heroTitle: 'Vier de nieuwe aanwinst', slug: 'geboorte',
    body: ({ productWord }) => `Kersverse ouders krijgen veel piepkleine kleertjes. Met een cadeaubon kiezen ze zelf wat ze echt nodig hebben, of gaan ze er eens een avondje uit zodra de baby doorslaapt.

## Ideeën voor het nieuwe gezin
Baby- en speelgoedwinkels, een maaltijd aan huis of een massage voor de kersverse moeder: ${productWord} voor alles wat die eerste drukke weken vraagt.`,
  },
  {
    key: 'sinterklaas', title: 'Sinterklaascadeaubonnen', heroTitle: 'Een cadeaubon in de schoen', slug: 'sinterklaas',
    body: ({ productWord }) => `Sinterklaas heeft het druk. Een cadeaubon past in elke schoen en laat de ontvanger zelf kiezen, van speelgoed tot een boek of een avondje uit.

## Met een gedicht
Verstop de bon in een surprise of schrijf er een rijmpje bij. Digitale ${productWord} komen binnen 1 uur per e-mail, dus ook op pakjesavond zelf ben je nog op tijd.`,
  },
];
