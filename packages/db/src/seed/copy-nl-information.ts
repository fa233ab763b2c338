import type { InformationPageKey } from './language-pack.ts';
import type { StoreFacts } from './store-facts.ts';
import type { SeedBusinessHours } from './stores.ts';

const DAY_NAMES: Readonly<Record<string, string>> = {
  Mo: 'maandag', Tu: 'dinsdag', We: 'woensdag', Th: 'donderdag', Fr: 'vrijdag', Sa: 'zaterdag', Su: 'zondag',
};

/** 'Mo-Fr' → 'maandag t/m vrijdag', 'Sa,Su' → 'zaterdag en zondag'. */
function dayRange(days: string): string {
  const name = (day: string) => DAY_NAMES[day] ?? day;
  if (days.includes('-')) return days.split('-').map(name).join(' t/m ');
  return days.split(',').map(name).join(' en ');
}

export function dutchHours(hours: readonly SeedBusinessHours[]): string {
  return hours.map(({ days, opens, closes }) => `${dayRange(days)} ${opens}–${closes} uur`).join('; ');
}

/** Where Dutch-speaking shoppers complain about how their data is handled. */
function dataProtectionAuthority(country: string): string {
  return country === 'BE' ? 'de Gegevensbeschermingsautoriteit' : 'de Autoriteit Persoonsgegevens';
}

/** The law the terms are under, named for the company's country ('Nederlands recht'). */
function governingLaw(country: string, legalName: string): string {
  const named: Readonly<Record<string, string>> = { NL: 'Nederlands recht', BE: 'Belgisch recht' };
  return `Op deze voorwaarden is ${named[country] ?? `het recht van het land waar ${legalName} gevestigd is`} van toepassing.`;
}

const pages: Readonly<Record<InformationPageKey, (facts: StoreFacts) => string>> = {
  contact: ({ shopName, organization, addressLines }) => `Een vraag over je bestelling, een cadeaubon of de bezorging? De klantenservice van ${shopName} helpt je graag.

## Klantenservice
E-mail: ${organization.email}
Telefoon: ${organization.phone}
Bereikbaar: ${dutchHours(organization.businessHours)} (niet op feestdagen)

## Houd dit bij de hand
Vermeld je bestelnummer (dat staat in de bevestigingsmail) en het e-mailadres waarmee je hebt besteld. Gaat je vraag over een cadeaubon, houd dan het kaartnummer bij de hand. Zo vinden we je bestelling meteen.

## Reactietijd
We beantwoorden e-mails binnen één werkdag, meestal veel sneller. Aan de telefoon helpen we je direct tijdens openingstijden. Vragen over het besteden van een cadeaubon in een winkel of restaurant stel je het best daar: zij zien het saldo aan de kassa.

## Postadres
${addressLines.join('\n')}`,

  delivery: ({ shopName, productWord, registeredThreshold }) => `${shopName} verstuurt digitale ${productWord} per e-mail en fysieke ${productWord} per post. Zo weet je wanneer je bestelling er is.

## Digitale cadeaubonnen
Digitale ${productWord} worden binnen 1 uur na betaling per e-mail verstuurd, dag en nacht. De ontvanger print de bon of laat hem zien op de telefoon.

## Fysieke cadeaubonnen
Fysieke ${productWord} worden in 1–3 werkdagen per post bezorgd. Bestellingen die op een werkdag voor 17:00 zijn betaald, gaan dezelfde dag op de post. Brievenbuspost komt op de eerstvolgende bezorgdag; is een bon na 5 werkdagen nog niet binnen, laat het ons weten, dan zoeken we het uit.

## Aangetekend verzenden
Bestellingen boven ${registeredThreshold}, en elke bestelling met wijn, versturen we aangetekend. Het pakket wordt alleen tegen handtekening afgegeven, dus er moet iemand thuis zijn; wijn geven we alleen mee aan iemand van 18 jaar of ouder.

## Je bestelling volgen
Zodra je bestelling onderweg is, krijg je een e-mail. Bij aangetekende pakketten zit een track-and-trace-link.`,

  'cancelation-policy': ({ shopName, productWord, organization }) => `Toch van gedachten veranderd? Zo werkt annuleren bij ${shopName}.

## Voor verzending
Zolang een bestelling nog niet is verstuurd, annuleer je hem kosteloos. Mail zo snel mogelijk naar ${organization.email} met je bestelnummer; we betalen het volledige bedrag binnen 14 dagen terug op de rekening waarmee je betaalde.

## Digitale cadeaubonnen
Digitale ${productWord} worden binnen 1 uur verstuurd en zijn direct te gebruiken. Een geleverde digitale bon kun je niet retourneren, tenzij hij nog niet is gebruikt: dan blokkeren we hem en krijg je je geld terug.

## Fysieke cadeaubonnen
Ongebruikte fysieke ${productWord} kun je binnen 14 dagen na ontvangst terugsturen, in de originele verpakking en met je bestelnummer, naar het adres op onze contactpagina. We betalen de waarde van de bonnen terug zodra we ze hebben ontvangen en gecontroleerd; de retourkosten zijn voor jou.

## Gebruikte of geactiveerde bonnen
Bonnen die (deels) zijn besteed, kunnen niet worden geannuleerd. Service- en verpakkingskosten betalen we alleen terug als de hele bestelling voor verzending wordt geannuleerd.`,

  'terms-conditions': ({ shopName, productWord, organization, addressLines }) => `Deze voorwaarden gelden voor elke bestelling bij ${shopName}, een webwinkel van ${organization.legalName}. Met je bestelling ga je ermee akkoord.

## Wie wij zijn
${addressLines.join(', ')}. E-mail: ${organization.email}, telefoon: ${organization.phone}.

## Bestellen en betalen
Je bestelling staat vast zodra we je betaling hebben ontvangen. Voordat je betaalt, zie je de prijs inclusief eventuele service- en verpakkingskosten. Op cadeaubonnen zelf zit geen btw; kosten en extra's zoals cadeauverpakking zijn inclusief btw.

## Een cadeaubon gebruiken
${shopName} verkoopt ${productWord} namens de winkels, restaurants en organisatoren die ze accepteren. Je besteedt de bon bij hen, onder hun eigen voorwaarden; de geldigheid staat op elke bon. Een bon kun je in één keer of in delen besteden, tot het saldo op is. Verloren of gestolen bonnen kunnen we alleen vervangen als ze nog niet zijn gebruikt en je het kaartnummer nog hebt.

## Bezorging
Digitale bonnen komen binnen 1 uur, fysieke bonnen in 1–3 werkdagen. Op de bezorgpagina lees je de details, ook wanneer we aangetekend versturen.

## Aansprakelijkheid
Wij zorgen voor een werkende cadeaubon. Wat de winkel, het restaurant of de organisator levert, is hun verantwoordelijkheid. Sluit een partner voordat je bon is besteed, neem dan contact met ons op; dan zoeken we samen naar een oplossing.

## Klachten
Meld een probleem binnen 2 maanden nadat je het hebt ontdekt, via ${organization.email}. We reageren binnen 14 dagen. ${governingLaw(organization.address.country, organization.legalName)}`,

  cookies: ({ shopName }) => `${shopName} gebruikt cookies: kleine bestanden die je browser bewaart als je de winkel bezoekt. We plaatsen alleen de cookies die de winkel nodig heeft om te werken.

## Noodzakelijke cookies
Deze onthouden je winkelmand (30 dagen), de taal die je hebt gekozen (een jaar) en dat je bent ingelogd (tot je uitlogt). Tijdens het bestellen of inloggen bewaren ze ook maximaal 2 uur wat die stap nodig heeft, zoals het e-mailadres dat je hebt ingevuld en een sleutel die voorkomt dat een bestelling twee keer wordt betaald. Hiervoor is geen toestemming nodig en ze bevatten niet meer dan nodig.

## Andere gegevens in je browser
De winkel bewaart ook een paar dingen in de opslag van je browser, zoals de taal die je hebt gekozen, of je de landenbanner hebt gesloten en, als je via een advertentie of de link van een partner binnenkomt, de referentie van die link, zodat we weten waar een bestelling vandaan komt.

## Geen analytische of advertentiecookies
We plaatsen geen analytische cookies of advertentiecookies, en geen enkele advertentiepartner plaatst via de winkel cookies.

## Cookies verwijderen
De winkel heeft geen eigen cookie-instellingen: je beheert cookies in je browser. In de instellingen daarvan, meestal onder privacy of websitegegevens, kun je de cookies en opgeslagen gegevens van ${shopName} bekijken en verwijderen, of ze blokkeren. Verwijder je ze, dan word je uitgelogd en wordt een winkelmand die je zonder inloggen hebt gevuld leeggemaakt; blokkeer je ze, dan werken de winkelmand en het inloggen niet.`,

  'cookies-privacy-statement': ({ shopName, organization }) => `${organization.legalName} beheert ${shopName} en is verantwoordelijk voor de persoonsgegevens die je met ons deelt. In deze verklaring lees je wat we verzamelen en waarom.

## Wat we verzamelen
Je naam, e-mailadres en, bij fysieke bonnen, het bezorgadres; naam en e-mailadres van de ontvanger; en je bestel- en betaalgegevens. De winkel houdt niet bij hoe je hem gebruikt.

## Waarvoor we het gebruiken
Om je bestelling te leveren, de cadeaubonnen bij de juiste persoon te krijgen, je te helpen als je contact opneemt met de klantenservice, fraude te voorkomen en om aan wettelijke plichten te voldoen, zoals het bewaren van facturen. Nieuwsbrieven sturen we alleen als je erom hebt gevraagd.

## Hoe lang we het bewaren
Bestelgegevens bewaren we 7 jaar, omdat de belastingregels dat vragen. Een account bewaren we tot je het verwijdert; cookiegegevens maximaal 13 maanden.

## Delen
We delen gegevens alleen met partijen die nodig zijn om je bestelling te leveren: betaalproviders, de postbezorger en de partner waar de bon wordt besteed. We verkopen je gegevens nooit.

## Je rechten
Je mag je gegevens inzien, laten corrigeren of verwijderen, en bezwaar maken tegen het gebruik ervan. Mail naar ${organization.email}; we reageren binnen een maand. Ben je niet tevreden met ons antwoord, dan kun je een klacht indienen bij ${dataProtectionAuthority(organization.address.country)}.

## Cookies
Op de cookiepagina lees je welke cookies we gebruiken en hoe je ze verwijdert.`,
};

export function dutchInformationBody(page: InformationPageKey, facts: StoreFacts): string {
  return pages[page](facts);
}
