import type { InformationPageKey } from './language-pack.ts';
import { hoursInLocale, type HoursWording, type StoreFacts } from './store-facts.ts';

/** 'dal lunedì al venerdì, dalle 09:00 alle 17:30'. */
const ITALIAN_HOURS: HoursWording = {
  range: (from, to) => `dal ${from} ${to === 'domenica' ? 'alla' : 'al'} ${to}`,
  list: (days) => days.join(' e '),
  entry: (days, opens, closes) => `${days}, dalle ${opens} alle ${closes}`,
};

/** Where Italian-speaking shoppers complain about how their data is handled, after 'un reclamo'. */
function dataProtectionAuthority(country: string): string {
  if (country === 'CH') return 'all\'Incaricato federale della protezione dei dati e della trasparenza (IFPDT)';
  return 'al Garante per la protezione dei dati personali';
}

/** The law the terms are under, named for the company's country ('Si applica la legge italiana.'). */
function governingLaw(country: string, legalName: string): string {
  const named: Readonly<Record<string, string>> = {
    IT: 'Si applica la legge italiana.',
    CH: 'Si applica il diritto svizzero.',
  };
  return named[country] ?? `Si applica la legge del paese in cui ha sede ${legalName}.`;
}

const pages: Readonly<Record<InformationPageKey, (facts: StoreFacts) => string>> = {
  contact: ({ shopName, organization, addressLines, locale }) => `Hai una domanda su un ordine, un buono regalo o una consegna? Il servizio clienti di ${shopName} è a tua disposizione.

## Servizio clienti
E-mail: ${organization.email}
Telefono: ${organization.phone}
Orari: ${hoursInLocale(organization.businessHours, locale, ITALIAN_HOURS)} (esclusi i festivi)

## Tieni a portata di mano
Indica il tuo numero d'ordine (lo trovi nell'e-mail di conferma) e l'indirizzo e-mail con cui hai ordinato. Se la domanda riguarda un buono, tieni a portata di mano il numero della carta. Così troviamo subito il tuo ordine.

## Tempi di risposta
Rispondiamo alle e-mail entro un giorno lavorativo, di solito molto prima. Al telefono ti aiutiamo subito negli orari di apertura. Per domande sull'uso di un buono in un negozio o in un ristorante, è meglio chiedere direttamente lì: il saldo si vede alla cassa.

## Indirizzo postale
${addressLines.join('\n')}`,

  delivery: ({ shopName, productWord, registeredThreshold }) => `${shopName} invia i ${productWord} digitali via e-mail e quelli cartacei per posta. Ecco quando arriva il tuo ordine.

## Buoni regalo digitali
I ${productWord} digitali vengono inviati via e-mail entro 1 ora dal pagamento, giorno e notte. Chi lo riceve può stampare il buono o mostrarlo sullo smartphone.

## Buoni regalo fisici
I buoni fisici vengono consegnati per posta in 1–3 giorni lavorativi. Gli ordini pagati in un giorno lavorativo entro le 17:00 partono il giorno stesso. La posta arriva nella cassetta delle lettere il giorno di consegna successivo; se dopo 5 giorni lavorativi un buono non è ancora arrivato, faccelo sapere e verificheremo.

## Spedizione raccomandata
Gli ordini superiori a ${registeredThreshold}, e ogni ordine che contiene vino, vengono spediti con raccomandata. Il pacco viene consegnato solo con firma, quindi deve esserci qualcuno in casa; il vino viene consegnato solo a persone maggiorenni.

## Seguire l'ordine
Appena il tuo ordine è in viaggio, ricevi un'e-mail. Le spedizioni raccomandate includono un link per la tracciabilità.`,

  'cancelation-policy': ({ shopName, productWord, organization }) => `Hai cambiato idea? Ecco come funziona l'annullamento di un ordine su ${shopName}.

## Prima della spedizione
Finché un ordine non è stato spedito, puoi annullarlo gratuitamente. Scrivici il prima possibile a ${organization.email} indicando il numero d'ordine; ti rimborsiamo l'intero importo entro 14 giorni sul conto con cui hai pagato.

## Buoni regalo digitali
I ${productWord} digitali vengono inviati entro 1 ora e sono subito utilizzabili. Un buono digitale consegnato non può essere restituito, a meno che non sia ancora stato usato: in quel caso lo blocchiamo e ti rimborsiamo.

## Buoni regalo fisici
Puoi restituire i buoni fisici non utilizzati entro 14 giorni dal ricevimento, nella confezione originale e con il numero d'ordine, all'indirizzo indicato nella nostra pagina dei contatti. Rimborsiamo il valore dei buoni non appena li abbiamo ricevuti e controllati; le spese di restituzione sono a tuo carico.

## Buoni usati o attivati
I buoni usati, anche solo in parte, non possono essere annullati. Le spese di servizio e di imballaggio vengono rimborsate solo se l'intero ordine viene annullato prima della spedizione.`,

  'terms-conditions': ({ shopName, productWord, organization, addressLines }) => `Questi termini e condizioni si applicano a ogni ordine effettuato su ${shopName}, negozio gestito da ${organization.legalName}. Effettuando un ordine, li accetti.

## Chi siamo
${addressLines.join(', ')}. E-mail: ${organization.email}, telefono: ${organization.phone}.

## Ordini e pagamento
Il tuo ordine è confermato non appena riceviamo il pagamento. Prima di pagare vedi il prezzo comprensivo di eventuali spese di servizio e di imballaggio. I buoni regalo in sé non sono soggetti a IVA; le spese e gli extra, come la confezione regalo, sono IVA inclusa.

## Usare un buono regalo
${shopName} vende ${productWord} per conto dei negozi, ristoranti e organizzatori che li accettano. Il buono si spende presso di loro, alle loro condizioni; la data di scadenza è indicata su ogni buono. Un buono si può usare in una sola volta o in più volte, fino a esaurimento del saldo. I buoni smarriti o rubati possono essere sostituiti solo se non sono ancora stati usati e se hai ancora il numero della carta.

## Consegna
I buoni digitali arrivano entro 1 ora, quelli fisici in 1–3 giorni lavorativi. Nella pagina sulla consegna trovi tutti i dettagli, anche su quando spediamo con raccomandata.

## Responsabilità
Ci impegniamo a consegnarti un buono regalo valido. Ciò che fornisce il negozio, il ristorante o l'organizzatore è sotto la sua responsabilità. Se un partner chiude prima che il buono sia stato speso, contattaci: cercheremo insieme una soluzione.

## Reclami
Segnalaci un problema entro 2 mesi da quando lo hai riscontrato, scrivendo a ${organization.email}. Rispondiamo entro 14 giorni. ${governingLaw(organization.address.country, organization.legalName)}`,

  cookies: ({ shopName }) => `${shopName} usa i cookie: piccoli file che il tuo browser salva quando visiti il negozio. Usiamo solo i cookie necessari al funzionamento del negozio.

## Cookie necessari
Ricordano il tuo carrello (per 30 giorni), la lingua che hai scelto (per un anno) e il tuo accesso (finché non esci). Durante un ordine o un accesso conservano anche, per al massimo 2 ore, ciò che serve a quel passaggio, come l'indirizzo e-mail inserito e una chiave che impedisce che un ordine venga pagato due volte. Non richiedono il consenso e contengono solo lo stretto necessario.

## Altri dati nel tuo browser
Il negozio conserva anche alcune informazioni nella memoria del tuo browser, come la lingua scelta, se hai chiuso il banner per la scelta del paese e, se arrivi da un annuncio o dal link di un partner, il riferimento di quel link, per sapere da dove arriva un ordine.

## Nessun cookie analitico o pubblicitario
Non usiamo cookie analitici né pubblicitari, e nessun partner pubblicitario installa cookie tramite il negozio.

## Eliminare i cookie
Il negozio non ha impostazioni dei cookie proprie: i cookie si gestiscono nel browser. Nelle sue impostazioni, di solito alla voce privacy o dati dei siti, puoi vedere ed eliminare i cookie e i dati salvati di ${shopName}, oppure bloccarli. Se li elimini, esci dal tuo account e un carrello riempito senza accedere viene svuotato; se li blocchi, il carrello e l'accesso non funzionano.`,

  'cookies-privacy-statement': ({ shopName, organization }) => `${organization.legalName} gestisce ${shopName} ed è titolare del trattamento dei dati personali che condividi con noi. Questa informativa spiega quali dati raccogliamo e perché.

## Quali dati raccogliamo
Il tuo nome, il tuo indirizzo e-mail e, per i buoni fisici, l'indirizzo di consegna; il nome e l'indirizzo e-mail di chi riceve il regalo; e i dati del tuo ordine e del pagamento. Il negozio non registra il modo in cui lo usi.

## Perché li usiamo
Per consegnare il tuo ordine, inviare i buoni alla persona giusta, aiutarti quando contatti il servizio clienti, prevenire le frodi e rispettare gli obblighi di legge, come la conservazione delle fatture. Ti inviamo newsletter solo se le hai richieste.

## Per quanto tempo li conserviamo
I dati degli ordini vengono conservati per 7 anni, come richiesto dalle norme fiscali. Un account resta attivo finché non lo elimini; i dati dei cookie per un massimo di 13 mesi.

## Con chi li condividiamo
Condividiamo i dati solo con chi ci serve per consegnare il tuo ordine: fornitori di pagamento, servizio postale e il partner presso cui si spende il buono. Non vendiamo mai i tuoi dati.

## I tuoi diritti
Puoi consultare, correggere o cancellare i tuoi dati e opporti al loro utilizzo. Scrivi a ${organization.email}: rispondiamo entro un mese. Se la nostra risposta non ti soddisfa, puoi presentare un reclamo ${dataProtectionAuthority(organization.address.country)}.

## Cookie
Nella pagina sui cookie trovi quali cookie usiamo e come eliminarli.`,
};

export function italianInformationBody(page: InformationPageKey, facts: StoreFacts): string {
  return pages[page](facts);
}
