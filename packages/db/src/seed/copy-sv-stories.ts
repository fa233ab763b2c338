import type { BlogArticle, GivingMoment } from './language-pack.ts';

export const swedishBlogArticles: readonly BlogArticle[] = [
  {
    topic: 'gift-ideas',
    title: '10 presenttips i sista minuten',
    slug: 'presenttips-sista-minuten',
    body: ({ shopName, productWord }) => `Festen är i kväll och du har fortfarande ingen present? Ingen panik. De här tio idéerna fungerar även när butikerna redan har stängt.

## 1. En middag ute
Ett restaurangpresentkort är alltid rätt: alla behöver äta, och ett bord för två är både en present och en kväll ute.

## 2. En eftermiddag på spa
Till väninnan som aldrig tar en paus. En massage eller en dag på spa ger tid, den mest sällsynta presenten av alla.

## 3. En dag ute
Kajak, escape room, en ballongfärd: upplevelser minns man långt efter att presentpappret har åkt i soporna.

## 4. Bio eller teater
Skriv en lapp för hand med filmen eller föreställningen ni ska se tillsammans.

## 5. Böcker och musik
Till bokslukaren: ett presentkort till favoritbokhandeln, så väljer hen själv nästa bok.

## 6–10. Låt dem välja själva
Osäker? Med All-in-1 Choice-presentkortet väljer mottagaren bland fler än 150 ${productWord}. Hos ${shopName} kommer digitala kort via e-post inom 1 timme, så även en present som beställs på väg till festen kommer fram i tid. Lägg till en digital förpackning och en personlig hälsning, så märker ingen att du var sent ute.`,
  },
  {
    topic: 'choice-card',
    title: 'Så fungerar All-in-1 Choice-presentkortet',
    slug: 'sa-fungerar-all-in-1-choice',
    body: ({ shopName, productWord }) => `All-in-1 Choice-presentkortet är presenten till dem som är svåra att köpa något åt. Du ger ett belopp; de väljer själva var det ska användas.

## Att ge bort det
Välj ett belopp och skicka kortet via e-post (inom 1 timme) eller med posten (1–3 arbetsdagar). Lägg till en personlig hälsning eller en festlig förpackning om du vill.

## Att välja
Mottagaren öppnar kortets sida och aktiverar det med det 19-siffriga kortnumret. Sedan väljer hen ett eller flera av fler än 150 ${productWord}: restauranger, mode, spa, upplevelser, böcker och mycket mer. Beloppet kan delas upp på flera kort.

## Att använda det
De valda korten kommer via e-post och används precis som alla andra presentkort från ${shopName}. Det som blir kvar på valkortet finns kvar till nästa gång.

## Bra att veta
Aktiveringen kan ta upp till 24 timmar. Spara kortnumret på ett säkert ställe: det är nyckeln till saldot.`,
  },
  {
    topic: 'dining',
    title: 'De bästa restaurangerna i Stockholm att ge bort',
    slug: 'basta-restaurangerna-stockholm',
    body: ({ productWord }) => `Stockholms matscen har aldrig varit bättre. Här är ställena som gör en middag i present till något särskilt, och vad du ska tänka på när du väljer.

## För en romantisk kväll
Levande ljus, en kort meny och en bra vinlista: en liten bistro i en gränd i Gamla stan är svår att slå på en bröllopsdag.

## För matälskare
Kockar som lagar mat på svenska råvaror från skärgården och gårdarna runt staden. Leta efter säsongsmenyer som byts med några veckors mellanrum.

## För ett gäng
Till en födelsedag med vännerna passar en livlig grillrestaurang eller en bar med smårätter att dela på Södermalm bäst. Boka i god tid till helgerna.

## Att ge bort det
Restaurang${productWord} skickas via e-post inom 1 timme, så de fungerar även som present i sista minuten. Påminn mottagaren om att boka bord och nämna presentkortet vid bokningen.`,
  },
];

type MomentCopy = Pick<GivingMoment, 'key' | 'title' | 'heroTitle' | 'slug' | 'body'>;

export const swedishGivingMoments: readonly MomentCopy[] = [
  {
    key: 'birthday', title: 'Födelsedagspresentkort', heroTitle: 'Grattis på födelsedagen! Ge bort ett presentkort', slug: 'fodelsedag',
    body: ({ productWord }) => `En födelsedagspresent som alltid passar: mottagaren väljer själv det hen verkligen önskar sig. Välj en favoritrestaurang, en butik hen gillar eller en utflykt för att fira ännu ett år.

## Precis på dagen
Digitala ${productWord} kommer via e-post inom 1 timme, så även ett kort som beställs på födelsedagsmorgonen hinner fram. Lägg till en födelsedagsförpackning och en personlig hälsning.`,
  },
  {
    key: 'thank-you', title: 'Presentkort som tack', heroTitle: 'Säg tack med ett presentkort', slug: 'tack',
    body: ({ productWord }) => `Till grannen som matade katten, kollegan som hoppade in eller läraren vid terminsavslutningen: en liten gest säger mycket.

## Litet och personligt
Välj en fika, en bok eller en middag och skriv några ord som tack. Många ${productWord} finns från ett litet belopp, så ett tack känns aldrig överdrivet.`,
  },
  {
    key: 'wedding', title: 'Bröllopspresentkort', heroTitle: 'Den perfekta bröllopspresenten', slug: 'brollop',
    body: ({ productWord }) => `Många brudpar har redan allt de behöver till hemmet. Ge dem något att göra tillsammans: en weekend bort, en middag för två eller något till det nya hemmet.

## Från hela gänget
Samlar ni ihop med vänner eller kollegor? Välj ett högre belopp eller samla flera ${productWord} i en presentask, som skickas med posten på 1–3 arbetsdagar.`,
  },
  {
    key: 'christmas', title: 'Julklappspresentkort', heroTitle: 'Julklappar till alla', slug: 'jul',
    body: ({ productWord }) => `Från kusinen du bara träffar på julafton till hela gänget på jobbet: ${productWord} tar bort stressen från julhandeln.

## Beställ i tid
Fysiska kort kommer på 1–3 arbetsdagar; beställda en arbetsdag före kl. 17.00 skickas de samma dag. Sista veckan före jul är digitala kort det säkraste valet: de kommer via e-post inom 1 timme.`,
  },
  {
    key: 'new-baby', title: 'Presentkort till den nyfödda', heroTitle: 'Fira den nya lilla familjemedlemmen', slug: 'nyfodd',
    body: ({ productWord }) => `Nyblivna föräldrar får massor av små bodys. Ett presentkort låter dem välja det de verkligen behöver, eller ger dem en sällsynt kväll ute när den lilla sover hela natten.

## Idéer till den nya familjen
Barn- och leksaksbutiker, en måltid levererad hem eller en massage till den nyblivna mamman: ${productWord} för alla behov under de första hektiska veckorna.`,
  },
  {
    key: 'retirement', title: 'Presentkort till pensionären', heroTitle: 'Njut av din välförtjänta pension', slug: 'pension',
    body: ({ productWord }) => `Efter många års arbete finns det äntligen tid för allt det som det aldrig fanns tid till: resor, trädgården, en ny hobby.

## En present från kollegorna
Samla allas bidrag i ett kort till en resa, en golfbana eller ett trädgårdscenter. Företagsbeställningar av ${productWord} kan betalas mot faktura.`,
  },
];
