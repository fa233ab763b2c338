import type { BlogArticle, GivingMoment } from './language-pack.ts';

export const norwegianBlogArticles: readonly BlogArticle[] = [
  {
    topic: 'gift-ideas',
    title: '10 gaveideer i siste liten',
    slug: 'gaveideer-siste-liten',
    body: ({ shopName, productWord }) => `Festen er i kveld, og du har fortsatt ingen gave? Ingen panikk. Disse ti ideene fungerer selv når butikkene allerede har stengt.

## 1. En middag ute
Et restaurantgavekort treffer alltid: alle må spise, og et bord for to er både en gave og en kveld ute.

## 2. En ettermiddag på spa
Til venninnen som aldri tar en pause. En massasje eller en dag på spa gir tid, den sjeldneste gaven av alle.

## 3. En dag ut
Kajakk, escape room, en ballongferd: opplevelser huskes lenge etter at gavepapiret har havnet i søpla.

## 4. Kino eller teater
Skriv en liten lapp for hånd med filmen eller forestillingen dere skal se sammen.

## 5. Bøker og musikk
Til bokormen: et gavekort til favorittbokhandelen, så velger de selv neste bok.

## 6–10. La dem velge selv
Usikker? Med All-in-1 Choice-gavekortet velger mottakeren blant over 150 ${productWord}. Hos ${shopName} kommer digitale kort på e-post innen 1 time, så selv en gave som bestilles på vei til festen, kommer fram i tide. Legg til en digital innpakning og en personlig hilsen, så merker ingen at du var sent ute.`,
  },
  {
    topic: 'choice-card',
    title: 'Slik fungerer All-in-1 Choice-gavekortet',
    slug: 'slik-fungerer-all-in-1-choice',
    body: ({ shopName, productWord }) => `All-in-1 Choice-gavekortet er gaven til dem som er vanskelige å kjøpe til. Du gir et beløp; de velger selv hvor det skal brukes.

## Slik gir du det
Velg et beløp og send kortet på e-post (innen 1 time) eller i posten (1–3 virkedager). Legg til en personlig hilsen eller en festlig innpakning om du vil.

## Slik velger mottakeren
Mottakeren åpner siden til kortet og aktiverer det med det 19-sifrede kortnummeret. Deretter velger de ett eller flere av over 150 ${productWord}: restauranter, mote, velvære, opplevelser, bøker og mye mer. Beløpet kan fordeles på flere kort.

## Slik brukes det
De valgte kortene kommer på e-post og brukes akkurat som alle andre gavekort fra ${shopName}. Det som er igjen på valgkortet, blir stående til neste gang.

## Greit å vite
Aktiveringen kan ta opptil 24 timer. Ta godt vare på kortnummeret: det er nøkkelen til saldoen.`,
  },
  {
    topic: 'dining',
    title: 'De beste restaurantene i Oslo å gi bort',
    slug: 'beste-restauranter-oslo',
    body: ({ productWord }) => `Matscenen i Oslo har aldri vært bedre. Her er stedene som gjør en middag i gave til noe spesielt, og hva du bør se etter når du velger.

## Til en romantisk kveld
Levende lys, en kort meny og en god vinliste: en liten bistro i en sidegate på Grünerløkka er vanskelig å slå på en bryllupsdag.

## Til matelskere
Kokker som lager mat av norske råvarer fra kysten og gårdene rundt byen. Se etter sesongmenyer som skifter med noen ukers mellomrom.

## Til en gjeng
Til bursdag med venner passer en livlig grillrestaurant eller en bar med småretter til deling på Aker Brygge best. Bestill i god tid i helgene.

## Slik gir du det
Restaurant${productWord} sendes på e-post innen 1 time, så de fungerer også som gave i siste liten. Minn mottakeren på å bestille bord og nevne gavekortet ved bestillingen.`,
  },
];

type MomentCopy = Pick<GivingMoment, 'key' | 'title' | 'heroTitle' | 'slug' | 'body'>;

export const norwegianGivingMoments: readonly MomentCopy[] = [
  {
    key: 'birthday', title: 'Bursdagsgavekort', heroTitle: 'Gratulerer med dagen! Gi bort et gavekort', slug: 'bursdag',
    body: ({ productWord }) => `En bursdagsgave som alltid passer: mottakeren velger selv det de virkelig ønsker seg. Velg en favorittrestaurant, en butikk de liker, eller en tur for å feire enda et år.

## Akkurat på dagen
Digitale ${productWord} kommer på e-post innen 1 time, så selv et kort bestilt på bursdagsmorgenen kommer fram i tide. Legg til en bursdagsinnpakning og en personlig hilsen.`,
  },
  {
    key: 'thank-you', title: 'Gavekort som takk', heroTitle: 'Si takk med et gavekort', slug: 'takk',
    body: ({ productWord }) => `Til naboen som passet katten, kollegaen som tok en ekstra vakt, eller læreren ved skoleårets slutt: en liten gest sier mye.

## Lite og personlig
Velg en kaffe, en bok eller en middag, og skriv noen ord som takk. Mange ${productWord} fås fra et lite beløp, så en takk aldri føles som for mye.`,
  },
  {
    key: 'wedding', title: 'Bryllupsgavekort', heroTitle: 'Den perfekte bryllupsgaven', slug: 'bryllup',
    body: ({ productWord }) => `Mange brudepar har allerede alt de trenger i hjemmet. Gi dem noe de kan gjøre sammen: en helg borte, en middag for to eller noe til det nye hjemmet.

## Fra hele gjengen
Spleiser dere med venner eller kolleger? Velg et høyere beløp eller samle flere ${productWord} i én gaveeske, som sendes i posten på 1–3 virkedager.`,
  },
  {
    key: 'christmas', title: 'Julegavekort', heroTitle: 'Julegaver til alle', slug: 'jul',
    body: ({ productWord }) => `Fra fetteren du bare ser på julaften til hele gjengen på julebordet: ${productWord} tar stresset ut av julehandelen.

## Bestill i tide
Fysiske kort kommer på 1–3 virkedager; bestilt på en virkedag før kl. 17.00 sendes de samme dag. Den siste uka før jul er digitale kort det sikreste valget: de kommer på e-post innen 1 time.`,
  },
  {
    key: 'new-baby', title: 'Gavekort til den nyfødte', heroTitle: 'Feir den nye lille', slug: 'nyfodt',
    body: ({ productWord }) => `Nybakte foreldre får massevis av små bodyer. Et gavekort lar dem velge det de virkelig trenger, eller gir dem en sjelden kveld ute når den lille sover hele natta.

## Ideer til den nye familien
Baby- og lekebutikker, et måltid levert på døra eller en massasje til den nybakte mora: ${productWord} til alle behov i de første travle ukene.`,
  },
  {
    key: 'retirement', title: 'Gavekort til pensjonisten', heroTitle: 'Nyt det velfortjente pensjonistlivet', slug: 'pensjon',
    body: ({ productWord }) => `Etter mange år med arbeid er det endelig tid til alt det det aldri var tid til: reiser, hagen, en ny hobby.

## En gave fra kollegene
Samle alle bidragene i ett kort til en reise, en golfbane eller et hagesenter. Firmabestillinger av ${productWord} kan betales mot faktura.`,
  },
];
