import type { InformationPageKey } from './language-pack.ts';
import { hoursInLocale, type HoursWording, type StoreFacts } from './store-facts.ts';

/** Norwegian writes clock times with a full stop. */
const norwegianTime = (time: string) => time.replace(':', '.');

/** 'mandag–fredag kl. 09.00–17.30', 'lørdag og søndag kl. 10.00–14.00'. */
const NORWEGIAN_HOURS: HoursWording = {
  range: (from, to) => `${from}–${to}`,
  list: (days) => `${days.slice(0, -1).join(', ')} og ${days[days.length - 1] ?? ''}`,
  entry: (days, opens, closes) => `${days} kl. ${norwegianTime(opens)}–${norwegianTime(closes)}`,
};

/** The law the terms are under, named for the company's country ('Norsk rett gjelder.'). */
function governingLaw(country: string, legalName: string): string {
  if (country === 'NO') return 'Norsk rett gjelder.';
  return `Lovene i landet der ${legalName} har sitt forretningskontor, gjelder.`;
}

const pages: Readonly<Record<InformationPageKey, (facts: StoreFacts) => string>> = {
  contact: ({ shopName, organization, addressLines, locale }) => `Har du spørsmål om en bestilling, et gavekort eller en levering? Kundeservice hos ${shopName} hjelper deg gjerne.

## Kundeservice
E-post: ${organization.email}
Telefon: ${organization.phone}
Åpningstider: ${hoursInLocale(organization.businessHours, locale, NORWEGIAN_HOURS)} (stengt på helligdager)

## Ha dette klart
Oppgi ordrenummeret ditt (det står i ordrebekreftelsen på e-post) og e-postadressen du bestilte med. Gjelder spørsmålet et gavekort, ha kortnummeret for hånden. Da finner vi bestillingen din med én gang.

## Svartider
Vi svarer på e-post innen én virkedag, som regel mye raskere. På telefon hjelper vi deg med én gang i åpningstiden. Spørsmål om å bruke et gavekort i en butikk eller på en restaurant stiller du best der: de ser saldoen i kassen.

## Postadresse
${addressLines.join('\n')}`,

  delivery: ({ shopName, productWord, registeredThreshold }) => `${shopName} sender digitale ${productWord} på e-post og fysiske ${productWord} i posten. Her ser du når bestillingen din kommer fram.

## Digitale gavekort
Digitale ${productWord} sendes på e-post innen 1 time etter betaling, døgnet rundt. Mottakeren kan skrive ut kortet eller vise det på mobilen.

## Fysiske gavekort
Fysiske ${productWord} leveres i posten på 1–3 virkedager. Bestillinger som betales på en virkedag før kl. 17.00, sendes samme dag. Brev til postkassen kommer fram neste utleveringsdag; har et kort ikke kommet etter 5 virkedager, gi oss beskjed, så undersøker vi saken.

## Rekommandert sending
Bestillinger over ${registeredThreshold} og alle bestillinger med vin sendes rekommandert. Sendingen utleveres mot signatur, så noen må være hjemme eller hente den; vin utleveres bare til personer over 18 år.

## Følg bestillingen din
Så snart bestillingen din er på vei, får du en e-post. Rekommanderte sendinger har en sporingslenke.`,

  'cancelation-policy': ({ shopName, productWord, organization }) => `Har du ombestemt deg? Slik avbestiller du en bestilling hos ${shopName}.

## Før sending
Du kan avbestille gratis så lenge bestillingen ikke er sendt. Send en e-post til ${organization.email} med ordrenummeret ditt så snart som mulig; vi betaler tilbake hele beløpet innen 14 dager til kontoen du betalte med.

## Digitale gavekort
Digitale ${productWord} sendes innen 1 time og kan brukes med én gang. Når et digitalt kort er levert, kan det ikke returneres, med mindre det er ubrukt: da sperrer vi det og betaler tilbake beløpet.

## Fysiske gavekort
Ubrukte fysiske ${productWord} kan returneres innen 14 dager etter at du mottok dem. Send dem i originalemballasjen til adressen på kontaktsiden vår, sammen med ordrenummeret ditt. Vi betaler tilbake verdien av kortene når vi har mottatt og kontrollert dem; returportoen betaler du selv.

## Brukte eller aktiverte kort
Kort som helt eller delvis er brukt, kan ikke avbestilles. Service- og emballasjegebyrer betales bare tilbake hvis hele bestillingen avbestilles før sending.`,

  'terms-conditions': ({ shopName, productWord, organization, addressLines }) => `${shopName} drives av ${organization.legalName}, og disse vilkårene gjelder for alle bestillinger i butikken. Når du bestiller, godtar du dem.

## Hvem vi er
${addressLines.join(', ')}. E-post: ${organization.email}, telefon: ${organization.phone}.

## Bestilling og betaling
Bestillingen din er bekreftet når vi har mottatt betalingen. Før du betaler, ser du prisen inkludert eventuelle service- og emballasjegebyrer. Selve gavekortene er uten mva.; gebyrer og tillegg som gaveinnpakning er inkludert mva.

## Bruk av gavekort
${shopName} selger ${productWord} på vegne av butikkene, restaurantene og arrangørene som tar imot dem. Kortet brukes hos dem og på deres egne vilkår; gyldighetsdatoen står på hvert kort. Et kort kan brukes på én gang eller i flere omganger, til saldoen er brukt opp. Mistede eller stjålne kort kan ikke erstattes, med mindre de ikke er brukt ennå og du fortsatt har kortnummeret.

## Levering
Digitale kort sendes innen 1 time, fysiske kort kommer på 1–3 virkedager. På leveringssiden finner du detaljene, blant annet når vi sender rekommandert.

## Ansvar
Vi er ansvarlige for å levere et gavekort som virker. Det butikken, restauranten eller arrangøren leverer, er deres ansvar. Hvis en partner legger ned før et kort er brukt, kontakt oss, så finner vi en løsning sammen.

## Reklamasjon
Gi oss beskjed på ${organization.email} senest 2 måneder etter at du oppdaget et problem. Vi svarer innen 14 dager. ${governingLaw(organization.address.country, organization.legalName)}`,

  cookies: ({ shopName }) => `${shopName} bruker informasjonskapsler (cookies): små filer som nettleseren din lagrer når du besøker butikken. Vi setter bare de cookiene butikken trenger for å fungere.

## Nødvendige cookies
De husker handlekurven din (i 30 dager), språket du har valgt (i ett år) og at du er logget inn (til du logger ut). Mens du bestiller eller logger inn, lagrer de også i høyst 2 timer det dette steget trenger, for eksempel e-postadressen du har skrevet inn, og en nøkkel som hindrer at en bestilling blir betalt to ganger. De krever ikke samtykke og inneholder ikke mer enn nødvendig.

## Andre data i nettleseren din
Butikken lagrer også noen få opplysninger i nettleserens lagring, for eksempel språket du har valgt, om du har lukket banneret for valg av land, og – hvis du kommer via en annonse eller en partners lenke – referansen til lenken, slik at vi vet hvor en bestilling kommer fra.

## Ingen analyse- eller markedsføringscookies
Vi setter ingen analyse- eller markedsføringscookies, og ingen annonsepartnere setter cookies via butikken.

## Slette cookies
Butikken har ingen egne cookieinnstillinger: Du styrer cookies i nettleseren. I nettleserens innstillinger, vanligvis under personvern eller nettstedsdata, kan du se og slette cookies og lagrede data fra ${shopName}, eller blokkere dem. Sletter du dem, blir du logget ut, og en handlekurv du har fylt uten å logge inn, blir tømt; blokkerer du dem, virker ikke handlekurven og innloggingen.`,

  'cookies-privacy-statement': ({ shopName, organization }) => `${organization.legalName} driver ${shopName} og er behandlingsansvarlig for personopplysningene du deler med oss. Her forklarer vi hva vi samler inn, og hvorfor.

## Hva vi samler inn
Navnet ditt, e-postadressen din og, for fysiske kort, leveringsadressen; mottakerens navn og e-postadresse; og opplysninger om bestilling og betaling. Butikken registrerer ikke hvordan du bruker den.

## Hvorfor vi bruker dem
For å levere bestillingen din, sende gavekortene til riktig person, hjelpe deg når du kontakter kundeservice, forebygge svindel og oppfylle lovpålagte plikter, for eksempel å oppbevare fakturaer. Vi sender bare nyhetsbrev hvis du har bedt om det.

## Hvor lenge vi lagrer dem
Ordreopplysninger lagres i 7 år fordi bokføringsreglene krever det. En konto lagres til du sletter den; cookiedata i maks 13 måneder.

## Hvem vi deler dem med
Vi deler bare opplysninger med dem som hjelper oss å levere bestillingen din: betalingstilbydere, posten og partneren der gavekortet brukes. Vi selger aldri opplysningene dine.

## Dine rettigheter
Du kan få innsyn i, rette eller slette opplysningene dine og protestere mot at de brukes. Send en e-post til ${organization.email}, så svarer vi innen en måned. Er du ikke fornøyd med svaret vårt, kan du klage til Datatilsynet.

## Cookies
På cookiesiden ser du hvilke cookies vi bruker, og hvordan du sletter dem.`,
};

export function norwegianInformationBody(page: InformationPageKey, facts: StoreFacts): string {
  return pages[page](facts);
}
