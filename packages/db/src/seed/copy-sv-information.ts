import type { InformationPageKey } from './language-pack.ts';
import { hoursInLocale, type HoursWording, type StoreFacts } from './store-facts.ts';

/** Swedish writes clock times with a full stop. */
const swedishTime = (time: string) => time.replace(':', '.');

/** 'måndag–fredag kl. 09.00–17.30', 'lördag och söndag kl. 10.00–14.00'. */
const SWEDISH_HOURS: HoursWording = {
  range: (from, to) => `${from}–${to}`,
  list: (days) => `${days.slice(0, -1).join(', ')} och ${days[days.length - 1] ?? ''}`,
  entry: (days, opens, closes) => `${days} kl. ${swedishTime(opens)}–${swedishTime(closes)}`,
};

/** The law the terms are under, named for the company's country ('Svensk lag gäller.'). */
function governingLaw(country: string, legalName: string): string {
  if (country === 'SE') return 'Svensk lag gäller.';
  return `Lagen i det land där ${legalName} har sitt säte gäller.`;
}

const pages: Readonly<Record<InformationPageKey, (facts: StoreFacts) => string>> = {
  contact: ({ shopName, organization, addressLines, locale }) => `Har du en fråga om en beställning, ett presentkort eller en leverans? Kundservice på ${shopName} hjälper dig gärna.

## Kundservice
E-post: ${organization.email}
Telefon: ${organization.phone}
Öppettider: ${hoursInLocale(organization.businessHours, locale, SWEDISH_HOURS)} (stängt på helgdagar)

## Ha det här till hands
Uppge ditt ordernummer (det står i orderbekräftelsen som du fick via e-post) och den e-postadress du beställde med. Gäller frågan ett presentkort, ha kortnumret till hands. Då hittar vi din beställning direkt.

## Svarstider
Vi svarar på e-post inom en arbetsdag, oftast mycket snabbare. I telefon hjälper vi dig direkt under öppettiderna. Frågor om att använda ett presentkort i en butik eller på en restaurang ställer du bäst där: de ser saldot i kassan.

## Postadress
${addressLines.join('\n')}`,

  delivery: ({ shopName, productWord, registeredThreshold }) => `${shopName} skickar digitala ${productWord} via e-post och fysiska ${productWord} med posten. Här ser du när din beställning kommer fram.

## Digitala presentkort
Digitala ${productWord} skickas via e-post inom 1 timme efter betalningen, dygnet runt. Mottagaren kan skriva ut kortet eller visa det i mobilen.

## Fysiska presentkort
Fysiska ${productWord} levereras med posten på 1–3 arbetsdagar. Beställningar som betalas en arbetsdag före kl. 17.00 skickas samma dag. Brev till brevlådan kommer fram nästa utdelningsdag; har ett kort inte kommit fram efter 5 arbetsdagar, hör av dig så tar vi reda på vad som har hänt.

## Rekommenderat brev
Beställningar över ${registeredThreshold} och alla beställningar med vin skickas rekommenderat. Försändelsen lämnas ut mot kvittens, så någon behöver vara hemma eller hämta ut den; vin lämnas bara ut till den som har fyllt 18 år.

## Följ din beställning
Så snart din beställning är på väg får du ett e-postmeddelande. Rekommenderade försändelser har en spårningslänk.`,

  'cancelation-policy': ({ shopName, productWord, organization }) => `Har du ångrat dig? Så här avbokar du en beställning hos ${shopName}.

## Innan beställningen skickas
Du kan avboka en beställning kostnadsfritt så länge den inte har skickats. Mejla ${organization.email} med ditt ordernummer så snart som möjligt; vi betalar tillbaka hela beloppet inom 14 dagar till kontot du betalade med.

## Digitala presentkort
Digitala ${productWord} skickas inom 1 timme och kan användas direkt. När ett digitalt kort har levererats kan det inte returneras, om det inte är oanvänt: då spärrar vi det och betalar tillbaka beloppet.

## Fysiska presentkort
Oanvända fysiska ${productWord} kan returneras inom 14 dagar efter att du har tagit emot dem. Skicka tillbaka dem i originalförpackningen till adressen på vår kontaktsida, tillsammans med ditt ordernummer. Vi betalar tillbaka kortens värde när vi har tagit emot och kontrollerat dem; returfrakten betalar du själv.

## Använda eller aktiverade kort
Kort som helt eller delvis har använts kan inte avbokas. Service- och förpackningsavgifter betalas bara tillbaka om hela beställningen avbokas innan den skickas.`,

  'terms-conditions': ({ shopName, productWord, organization, addressLines }) => `${shopName} drivs av ${organization.legalName}, och de här villkoren gäller för alla beställningar i butiken. När du beställer godkänner du dem.

## Vilka vi är
${addressLines.join(', ')}. E-post: ${organization.email}, telefon: ${organization.phone}.

## Beställning och betalning
Din beställning är bekräftad när vi har tagit emot betalningen. Innan du betalar ser du priset inklusive eventuella service- och förpackningsavgifter. Själva presentkorten är momsfria; avgifter och tillval som presentförpackning är inklusive moms.

## Att använda ett presentkort
${shopName} säljer ${productWord} på uppdrag av de butiker, restauranger och arrangörer som tar emot dem. Kortet används hos dem och enligt deras egna villkor; giltighetstiden står på varje kort. Ett kort kan användas vid ett eller flera tillfällen tills saldot är slut. Borttappade eller stulna kort kan inte ersättas, om de inte är oanvända och du fortfarande har kortnumret.

## Leverans
Digitala kort skickas inom 1 timme, fysiska kort kommer på 1–3 arbetsdagar. På leveranssidan hittar du detaljerna, bland annat när vi skickar rekommenderat.

## Ansvar
Vi ansvarar för att leverera ett presentkort som fungerar. Det som butiken, restaurangen eller arrangören erbjuder är deras ansvar. Om en partner stänger innan ett kort har använts, kontakta oss så hittar vi en lösning tillsammans.

## Reklamationer
Meddela oss inom 2 månader efter att du har upptäckt ett problem, via ${organization.email}. Vi svarar inom 14 dagar. ${governingLaw(organization.address.country, organization.legalName)}`,

  cookies: ({ shopName }) => `${shopName} använder cookies: små filer som din webbläsare sparar när du besöker butiken. Vi sätter bara de cookies som butiken behöver för att fungera.

## Nödvändiga cookies
De kommer ihåg din varukorg (i 30 dagar), språket du har valt (i ett år) och att du är inloggad (tills du loggar ut). Medan du beställer eller loggar in sparar de också i högst 2 timmar det som det steget behöver, till exempel e-postadressen du har angett och en nyckel som hindrar att en beställning betalas två gånger. De kräver inget samtycke och innehåller inte mer än nödvändigt.

## Andra uppgifter i din webbläsare
Butiken sparar också några uppgifter i webbläsarens lagring, till exempel språket du har valt, om du har stängt bannern för val av land och – om du kommer via en annons eller en partners länk – länkens referens, så att vi vet var en beställning kommer ifrån.

## Inga analys- eller marknadsföringscookies
Vi sätter inga analys- eller marknadsföringscookies, och inga annonspartner sätter cookies via butiken.

## Ta bort cookies
Butiken har inga egna cookieinställningar: du hanterar cookies i din webbläsare. I webbläsarens inställningar, oftast under integritet eller webbplatsdata, kan du se och radera cookies och sparade uppgifter från ${shopName}, eller blockera dem. Raderar du dem loggas du ut och en varukorg som du har fyllt utan att logga in töms; blockerar du dem fungerar inte varukorgen och inloggningen.`,

  'cookies-privacy-statement': ({ shopName, organization }) => `${organization.legalName} driver ${shopName} och är personuppgiftsansvarig för de uppgifter du delar med oss. Här förklarar vi vad vi samlar in och varför.

## Vad vi samlar in
Ditt namn, din e-postadress och, för fysiska kort, leveransadressen; mottagarens namn och e-postadress; och uppgifter om beställning och betalning. Butiken registrerar inte hur du använder den.

## Varför vi använder uppgifterna
För att leverera din beställning, skicka presentkorten till rätt person, hjälpa dig när du kontaktar kundservice, förebygga bedrägerier och uppfylla våra rättsliga skyldigheter, till exempel att spara fakturor. Vi skickar bara nyhetsbrev om du har bett om det.

## Hur länge vi sparar dem
Orderuppgifter sparas i 7 år eftersom bokföringsreglerna kräver det. Ett konto sparas tills du raderar det; cookiedata i högst 13 månader.

## Vilka vi delar dem med
Vi delar bara uppgifter med dem som hjälper oss att leverera din beställning: betaltjänstleverantörer, posten och den partner där presentkortet används. Vi säljer aldrig dina uppgifter.

## Dina rättigheter
Du kan ta del av, rätta eller radera dina uppgifter och invända mot att de används. Mejla ${organization.email} så svarar vi inom en månad. Är du inte nöjd med vårt svar kan du klaga hos Integritetsskyddsmyndigheten (IMY).

## Cookies
På cookiesidan ser du vilka cookies vi använder och hur du tar bort dem.`,
};

export function swedishInformationBody(page: InformationPageKey, facts: StoreFacts): string {
  return pages[page](facts);
}
