import type { InformationPageKey } from './language-pack.ts';
import { hoursInLocale, type HoursWording, type StoreFacts } from './store-facts.ts';

/** Danish writes clock times with a full stop. */
const danishTime = (time: string) => time.replace(':', '.');

/** 'mandag–fredag kl. 09.00–17.30', 'lørdag og søndag kl. 10.00–14.00'. */
const DANISH_HOURS: HoursWording = {
  range: (from, to) => `${from}–${to}`,
  list: (days) => `${days.slice(0, -1).join(', ')} og ${days[days.length - 1] ?? ''}`,
  entry: (days, opens, closes) => `${days} kl. ${danishTime(opens)}–${danishTime(closes)}`,
};

/** The law the terms are under, named for the company's country ('Dansk ret finder anvendelse.'). */
function governingLaw(country: string, legalName: string): string {
  if (country === 'DK') return 'Dansk ret finder anvendelse.';
  return `Lovgivningen i det land, hvor ${legalName} har hjemsted, finder anvendelse.`;
}

const pages: Readonly<Record<InformationPageKey, (facts: StoreFacts) => string>> = {
  contact: ({ shopName, organization, addressLines, locale }) => `Har du spørgsmål til en ordre, et gavekort eller en levering? Kundeservice hos ${shopName} hjælper dig gerne.

## Kundeservice
E-mail: ${organization.email}
Telefon: ${organization.phone}
Åbningstider: ${hoursInLocale(organization.businessHours, locale, DANISH_HOURS)} (lukket på helligdage)

## Det skal du have klar
Oplys dit ordrenummer (det står i ordrebekræftelsen på e-mail) og den e-mailadresse, du bestilte med. Drejer dit spørgsmål sig om et gavekort, så hav kortnummeret ved hånden. Så kan vi finde din ordre med det samme.

## Svartider
Vi besvarer e-mails inden for én hverdag, som regel meget hurtigere. I telefonen hjælper vi dig med det samme inden for åbningstiden. Spørgsmål om at bruge et gavekort i en butik eller på en restaurant stiller du bedst dér: de kan se saldoen ved kassen.

## Postadresse
${addressLines.join('\n')}`,

  delivery: ({ shopName, productWord, registeredThreshold }) => `${shopName} sender digitale ${productWord} på e-mail og fysiske ${productWord} med posten. Her kan du se, hvornår din ordre kommer frem.

## Digitale gavekort
Digitale ${productWord} sendes på e-mail inden for 1 time efter betalingen, døgnet rundt. Modtageren kan printe kortet eller vise det på mobilen.

## Fysiske gavekort
Fysiske ${productWord} leveres med posten på 1–3 hverdage. Ordrer, der er betalt på en hverdag før kl. 17.00, sendes samme dag. Breve til postkassen kommer frem på næste omdelingsdag; er et kort ikke kommet efter 5 hverdage, så giv os besked, så undersøger vi sagen.

## Anbefalet post
Ordrer over ${registeredThreshold} og alle ordrer med vin sendes som anbefalet post. Pakken udleveres mod kvittering, så der skal være nogen hjemme; vin udleveres kun til personer over 18 år.

## Følg din ordre
Så snart din ordre er på vej, får du en e-mail. Anbefalede forsendelser har et link til track & trace.`,

  'cancelation-policy': ({ shopName, productWord, organization }) => `Har du fortrudt? Sådan annullerer du en ordre hos ${shopName}.

## Før afsendelse
Du kan annullere en ordre gratis, så længe den ikke er sendt. Skriv hurtigst muligt til ${organization.email} med dit ordrenummer; vi refunderer hele beløbet inden for 14 dage til den konto, du betalte med.

## Digitale gavekort
Digitale ${productWord} sendes inden for 1 time og kan bruges med det samme. Når et digitalt kort er leveret, kan det ikke returneres, medmindre det ikke er brugt: så annullerer vi det og refunderer beløbet.

## Fysiske gavekort
Ubrugte fysiske ${productWord} kan returneres inden for 14 dage efter modtagelsen. Send dem i den originale emballage til adressen på vores kontaktside sammen med dit ordrenummer. Vi refunderer kortenes værdi, når vi har modtaget og kontrolleret dem; returportoen betaler du selv.

## Brugte eller aktiverede kort
Kort, der helt eller delvist er brugt, kan ikke annulleres. Service- og emballagegebyrer refunderes kun, hvis hele ordren annulleres før afsendelse.`,

  'terms-conditions': ({ shopName, productWord, organization, addressLines }) => `${shopName} drives af ${organization.legalName}, og disse vilkår gælder for alle ordrer i butikken. Når du bestiller, accepterer du dem.

## Hvem vi er
${addressLines.join(', ')}. E-mail: ${organization.email}, telefon: ${organization.phone}.

## Ordrer og betaling
Din ordre er bekræftet, når vi har modtaget betalingen. Før du betaler, ser du prisen inklusive eventuelle service- og emballagegebyrer. Selve gavekortene er uden moms; gebyrer og tilvalg som gaveindpakning er inklusive moms.

## Brug af gavekort
${shopName} sælger ${productWord} på vegne af de butikker, restauranter og arrangører, der tager imod dem. Kortet bruges hos dem og på deres egne betingelser; udløbsdatoen står på hvert kort. Et kort kan bruges på én gang eller i flere omgange, indtil saldoen er brugt. Mistede eller stjålne kort kan ikke erstattes, medmindre de endnu ikke er brugt, og du stadig har kortnummeret.

## Levering
Digitale kort sendes inden for 1 time, fysiske kort på 1–3 hverdage. På siden om levering kan du læse detaljerne, også om hvornår vi sender med anbefalet post.

## Ansvar
Vi er ansvarlige for at levere et gavekort, der virker. Det, butikken, restauranten eller arrangøren leverer, er deres ansvar. Lukker en partner, før et kort er brugt, så kontakt os, så finder vi en løsning sammen.

## Klager
Giv os besked på ${organization.email} senest 2 måneder efter, at du har opdaget et problem. Vi svarer inden for 14 dage. ${governingLaw(organization.address.country, organization.legalName)}`,

  cookies: ({ shopName }) => `${shopName} bruger cookies: små filer, som din browser gemmer, når du besøger butikken. Vi sætter kun de cookies, som butikken har brug for for at fungere.

## Nødvendige cookies
De husker din kurv (i 30 dage), det sprog, du har valgt (i et år), og at du er logget ind (indtil du logger ud). Mens du bestiller eller logger ind, gemmer de også i højst 2 timer det, som det trin har brug for, f.eks. den e-mailadresse, du har indtastet, og en nøgle, der forhindrer, at en ordre bliver betalt to gange. De kræver ikke samtykke og indeholder ikke mere end nødvendigt.

## Andre data i din browser
Butikken gemmer også nogle få oplysninger i din browsers lager, f.eks. det valgte sprog, om du har lukket banneret med valg af land, og – hvis du kommer via en annonce eller en partners link – linkets reference, så vi ved, hvor en ordre kommer fra.

## Ingen statistik- eller marketingcookies
Vi sætter ingen statistik- eller marketingcookies, og ingen annoncepartnere sætter cookies via butikken.

## Slet cookies
Butikken har ingen egne cookieindstillinger: Du styrer cookies i din browser. I browserens indstillinger, som regel under privatliv eller webstedsdata, kan du se og slette cookies og gemte data fra ${shopName} eller blokere dem. Sletter du dem, bliver du logget ud, og en kurv, du har fyldt uden at logge ind, bliver tømt; blokerer du dem, virker kurven og login ikke.`,

  'cookies-privacy-statement': ({ shopName, organization }) => `${organization.legalName} driver ${shopName} og er dataansvarlig for de personoplysninger, du deler med os. Her kan du læse, hvad vi indsamler, og hvorfor.

## Hvad vi indsamler
Dit navn, din e-mailadresse og, for fysiske kort, leveringsadressen; modtagerens navn og e-mailadresse; og oplysninger om ordre og betaling. Butikken registrerer ikke, hvordan du bruger den.

## Hvorfor vi bruger dem
For at levere din ordre, sende gavekortene til den rigtige person, hjælpe dig, når du kontakter kundeservice, forebygge svindel og overholde vores lovpligtige forpligtelser, fx at opbevare fakturaer. Vi sender kun nyhedsbreve, hvis du har bedt om dem.

## Hvor længe vi gemmer dem
Ordreoplysninger gemmes i 7 år, fordi bogføringsreglerne kræver det. En konto gemmes, indtil du sletter den; cookiedata i højst 13 måneder.

## Deling
Vi deler kun oplysninger med dem, der hjælper os med at levere din ordre: betalingsudbydere, posten og den partner, hvor gavekortet bliver brugt. Vi sælger aldrig dine oplysninger.

## Dine rettigheder
Du kan få indsigt i dine oplysninger, få dem rettet eller slettet og gøre indsigelse mod, at de bliver brugt. Skriv til ${organization.email}, så svarer vi inden for en måned. Er du ikke tilfreds med vores svar, kan du klage til Datatilsynet.

## Cookies
På siden om cookies kan du se, hvilke cookies vi bruger, og hvordan du sletter dem.`,
};

export function danishInformationBody(page: InformationPageKey, facts: StoreFacts): string {
  return pages[page](facts);
}
