import type { BlogArticle, GivingMoment } from './language-pack.ts';

export const danishBlogArticles: readonly BlogArticle[] = [
  {
    topic: 'gift-ideas',
    title: '10 gaveidéer i sidste øjeblik',
    slug: 'gaveideer-sidste-oejeblik',
    body: ({ shopName, productWord }) => `Festen er i aften, og du har stadig ingen gave? Ingen panik. De her ti idéer virker, selv når butikkerne allerede er lukket.

## 1. En middag ude
Et restaurantgavekort rammer altid plet: alle skal spise, og et bord til to er både en gave og en aften i byen.

## 2. En eftermiddag i spa
Til veninden, der aldrig holder pause. En massage eller en dag i spa giver tid, den sjældneste gave af alle.

## 3. En dag ud af huset
Kajak, escape room, en tur i luftballon: oplevelser huskes længe efter, at gavepapiret er røget i skraldespanden.

## 4. Biograf eller teater
Skriv en lille seddel med den film eller forestilling, I skal se sammen.

## 5. Bøger og musik
Til læseheste: et gavekort til yndlingsboghandlen, så de selv kan vælge den næste bog.

## 6–10. Lad dem vælge selv
Er du i tvivl? Med All-in-1 Choice-gavekortet vælger modtageren blandt mere end 150 ${productWord}. Hos ${shopName} kommer digitale kort på e-mail inden for 1 time, så selv en gave, der er bestilt på vej til festen, når frem i tide. Tilføj en digital indpakning og en personlig hilsen, så opdager ingen, at du var sent ude.`,
  },
  {
    topic: 'choice-card',
    title: 'Sådan fungerer All-in-1 Choice-gavekortet',
    slug: 'saadan-fungerer-all-in-1-choice',
    body: ({ shopName, productWord }) => `All-in-1 Choice-gavekortet er gaven til dem, der er svære at købe til. Du giver et beløb; de vælger selv, hvor det skal bruges.

## Sådan giver du det
Vælg et beløb, og send kortet på e-mail (inden for 1 time) eller med posten (1–3 hverdage). Tilføj en personlig hilsen eller en festlig indpakning, hvis du har lyst.

## Sådan vælger modtageren
Modtageren åbner kortets side og aktiverer det med det 19-cifrede kortnummer. Derefter vælger de et eller flere af mere end 150 ${productWord}: restauranter, mode, wellness, oplevelser, bøger og meget mere. Beløbet kan fordeles på flere kort.

## Sådan bruges det
De valgte kort kommer på e-mail og bruges ligesom ethvert andet gavekort fra ${shopName}. Det, der er tilbage på valgkortet, bliver stående til næste gang.

## Godt at vide
Aktiveringen kan tage op til 24 timer. Pas godt på kortnummeret: det er nøglen til saldoen.`,
  },
  {
    topic: 'dining',
    title: 'De bedste restauranter i København at give i gave',
    slug: 'bedste-restauranter-koebenhavn',
    body: ({ productWord }) => `Københavns madscene har aldrig været bedre. Her er de steder, der gør en middag i gave til noget særligt, og hvad du skal kigge efter, når du vælger.

## Til en romantisk aften
Levende lys, et kort menukort og en god vinliste: en lille bistro i en sidegade til Strøget er svær at slå på en bryllupsdag.

## Til madelskere
Kokke, der laver mad af nordiske råvarer fra kysten og gårdene omkring byen. Kig efter sæsonmenuer, der skifter med få ugers mellemrum.

## Til en gruppe
Til en fødselsdag med vennerne fungerer en livlig grillrestaurant eller en bar med delemenu i Kødbyen bedst. Book i god tid i weekenden.

## Sådan giver du det
Restaurant${productWord} sendes på e-mail inden for 1 time, så de også fungerer som gave i sidste øjeblik. Mind modtageren om at booke bord og nævne gavekortet ved bestillingen.`,
  },
];

type MomentCopy = Pick<GivingMoment, 'key' | 'title' | 'heroTitle' | 'slug' | 'body'>;

export const danishGivingMoments: readonly MomentCopy[] = [
  {
    key: 'birthday', title: 'Fødselsdagsgavekort', heroTitle: 'Tillykke med fødselsdagen! Giv et gavekort', slug: 'foedselsdag',
    body: ({ productWord }) => `En fødselsdagsgave, der altid passer: modtageren vælger selv det, de virkelig ønsker sig. Vælg en yndlingsrestaurant, en butik, de holder af, eller en tur ud af huset for at fejre endnu et år.

## Lige på dagen
Digitale ${productWord} kommer på e-mail inden for 1 time, så selv et kort bestilt om morgenen på fødselsdagen når frem i tide. Tilføj en fødselsdagsindpakning og en personlig hilsen.`,
  },
  {
    key: 'thank-you', title: 'Gavekort som tak', heroTitle: 'Sig tak med et gavekort', slug: 'tak',
    body: ({ productWord }) => `Til naboen, der fodrede katten, kollegaen, der tog en ekstra vagt, eller læreren ved skoleårets slutning: en lille gestus siger meget.

## Lille og personlig
Vælg en kop kaffe, en bog eller en middag, og skriv et par ord som tak. Mange ${productWord} fås fra et lille beløb, så et tak aldrig føles som for meget.`,
  },
  {
    key: 'wedding', title: 'Bryllupsgavekort', heroTitle: 'Den perfekte bryllupsgave', slug: 'bryllup',
    body: ({ productWord }) => `Mange brudepar har allerede alt, hvad de skal bruge i hjemmet. Giv dem noget, de kan gøre sammen: en weekend væk, en middag for to eller noget til det nye hjem.

## Fra hele flokken
Skyder I sammen med venner eller kolleger? Vælg et højere beløb, eller saml flere ${productWord} i én gaveæske, der sendes med posten på 1–3 hverdage.`,
  },
  {
    key: 'christmas', title: 'Julegavekort', heroTitle: 'Julegaver til alle', slug: 'jul',
    body: ({ productWord }) => `Fra fætteren, du kun ser juleaften, til hele holdet på arbejdet og pakkelegen til julefrokosten: ${productWord} tager stresset ud af decemberindkøbene.

## Bestil i god tid
Fysiske kort kommer frem på 1–3 hverdage; bestilt på en hverdag før kl. 17.00 sendes de samme dag. I den sidste uge før jul er digitale kort det sikreste valg: de kommer på e-mail inden for 1 time.`,
  },
  {
    key: 'new-baby', title: 'Gavekort til den nyfødte', heroTitle: 'Fejr den lille nye', slug: 'nyfoedt',
    body: ({ productWord }) => `Nybagte forældre får masser af små bodyer. Et gavekort lader dem vælge det, de virkelig har brug for, eller giver dem en sjælden aften ude, når den lille sover igennem.

## Idéer til den nye familie
Baby- og legetøjsbutikker, et måltid leveret til døren eller en massage til den nybagte mor: ${productWord} til alle behov i de første travle uger.`,
  },
  {
    key: 'retirement', title: 'Gavekort til pensionisten', heroTitle: 'Nyd dit velfortjente otium', slug: 'pension',
    body: ({ productWord }) => `Efter mange års arbejde er der endelig tid til alt det, der aldrig var tid til: rejser, haven, en ny hobby.

## En gave fra kollegerne
Saml bidragene i ét kort til en rejse, en golfbane eller et havecenter. Firmaordrer på ${productWord} kan betales mod faktura.`,
  },
];
