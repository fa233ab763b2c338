import type { CategoryKey } from './categories.ts';
import { pickWording, type GiftCardFacts } from './store-facts.ts';

type Gender = 'm' | 'f';

/** A place's name with the article and articulated preposition Italian grammar asks for. */
export interface ItalianPlace {
  /** Where the card is spent: 'al Ristorante Harbour House', 'all'Osteria Olive Grove', 'alla Libreria Inkwell', 'da Marlowe Moda'. */
  readonly at: string;
  /** 'un buono regalo del Ristorante Harbour House', 'un buono regalo dell'Hotel Atlantic', 'un buono regalo di Marlowe Moda'. */
  readonly card: string;
  /** As an object: 'il Volo in mongolfiera Skyline', 'l'Escape room Cliffside', 'Marlowe Moda'. */
  readonly the: string;
}

/** Generic nouns a title starts with ('Libreria Inkwell'): the title takes their article. */
const HEAD_NOUNS: Readonly<Record<string, Gender>> = {
  Ristorante: 'm', Trattoria: 'f', Osteria: 'f', Café: 'm', Brasserie: 'f', Boutique: 'f', 'Volo in mongolfiera': 'm',
  'Escape room': 'f', 'Giro in kayak': 'm', Spa: 'f', 'Centro estetico': 'm', 'Centro massaggi': 'm', Cinema: 'm',
  Teatro: 'm', Bowling: 'm', Libreria: 'f', 'Negozio di musica': 'm', Vivaio: 'm', 'Golf Club': 'm', Ciclofficina: 'f',
  Hotel: 'm', Agriturismo: 'm', 'Parco giochi': 'm', Panificio: 'm', Cioccolateria: 'f', Gastronomia: 'f',
};

/** Words that take l' (a vowel or a silent h). None of the nouns above needs 'lo'. */
const ELIDES = /^[aeiouàèéìòùh]/i;

function headGender(title: string): Gender | undefined {
  const head = Object.keys(HEAD_NOUNS).find((noun) => title.startsWith(`${noun} `));
  return head ? HEAD_NOUNS[head] : undefined;
}

/** Any title without a known noun in front ('Marlowe Moda', 'Dischi Inkwell') is a shop name: 'da', 'di'. */
export function italianPlace(title: string): ItalianPlace {
  const gender = headGender(title);
  if (!gender) return { at: `da ${title}`, card: `un buono regalo di ${title}`, the: title };
  if (ELIDES.test(title)) return { at: `all'${title}`, card: `un buono regalo dell'${title}`, the: `l'${title}` };
  if (gender === 'f') return { at: `alla ${title}`, card: `un buono regalo della ${title}`, the: `la ${title}` };
  return { at: `al ${title}`, card: `un buono regalo del ${title}`, the: `il ${title}` };
}

type Opening = (place: ItalianPlace) => string;

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** Neighbouring cards of a category take different openings; every opening names the place through `ItalianPlace`. */
const openings: Readonly<Record<CategoryKey, readonly [Opening, ...Opening[]]>> = {
  restaurants: [
    (place) => `Un tavolo per due ${place.at}: piatti di stagione, un buon bicchiere di vino e nessuno deve lavare i piatti.`,
    (place) => `Invita qualcuno a pranzo o a cena ${place.at}, dove la cucina usa prodotti del territorio.`,
    (place) => `Regala una serata speciale ${place.at}. Giorno, menù e compagnia li sceglie chi riceve il buono.`,
  ],
  fashion: [
    (place) => `Nuova stagione, nuovo capo del cuore: questo buono si spende ${place.at} per abbigliamento e accessori.`,
    (place) => `Ognuno trova il suo stile ${place.at}, dai capi di tutti i giorni all'outfit per le occasioni speciali.`,
    (place) => `Comprare vestiti per qualcun altro non è facile. Con ${place.card} ognuno sceglie la sua taglia.`,
  ],
  experiences: [
    (place) => `Regala ${place.the}: un'esperienza da ricordare, invece dell'ennesimo oggetto sulla mensola.`,
    (place) => `Un'avventura da condividere: con ${place.card}, la data si prenota quando fa più comodo.`,
    (place) => `Per chi preferisce collezionare ricordi piuttosto che cose: ${place.card}.`,
  ],
  wellness: [
    (place) => `Tempo per rilassarsi ${place.at}, tra trattamenti, massaggi e un momento di calma.`,
    (place) => `Coccola qualcuno con una visita ${place.at}: il trattamento lo sceglie chi lo riceve.`,
    (place) => `Riposo e un pizzico di lusso ${place.at}, un regalo che dice: prenditi del tempo per te.`,
  ],
  entertainment: [
    (place) => `Una serata ${place.at}: data e spettacolo li sceglie chi riceve il buono.`,
    (place) => `Per cinefili, appassionati di giochi e per chi ama uscire: ${place.card}.`,
    (place) => `Una serata di divertimento ${place.at}, da soli o in compagnia.`,
  ],
  books: [
    (place) => `Per chi legge e chi ascolta: ${place.card}, da spendere in libri, dischi o quel cofanetto tanto atteso.`,
    (place) => `Curiosare ${place.at} e portare a casa la storia o il disco che si aspettava da tempo.`,
    (place) => `Niente è più personale di un libro o di un disco scelto da sé, ${place.at}.`,
  ],
  home: [
    (place) => `Trasforma una casa in un nido con ${place.card}: arredi, decorazioni e tutto per il giardino.`,
    (place) => `Per una casa nuova, un nuovo inizio o un giardino in fiore: ${place.card}.`,
    (place) => `${capitalised(place.at)} ognuno sceglie ciò che si abbina alla propria casa, dalla lampada nuova alle piante per il balcone.`,
  ],
  sport: [
    (place) => `Attrezzatura, lezioni o un paio di scarpe nuove: questo buono si spende ${place.at}.`,
    (place) => `Per chi ama muoversi, ${place.card} per raggiungere il prossimo traguardo.`,
    (place) => `Regala una carica di energia con ${place.card}, per principianti e sportivi esperti.`,
  ],
  travel: [
    (place) => `Una notte ${place.at}: una camera accogliente, una buona colazione e il tempo di scoprire i dintorni.`,
    (place) => `Regala una pausa con ${place.card}. Le date le prenota chi lo riceve, quando gli fa più comodo.`,
    (place) => `Per chi merita di cambiare aria: un soggiorno ${place.at}.`,
  ],
  kids: [
    (place) => `Giocattoli, giochi e tanto divertimento: i bambini scelgono da soli il loro regalo ${place.at}.`,
    (place) => `${capitalised(place.card)}, perché i piccoli esploratori scelgano ciò che li rende felici.`,
    (place) => `Per un compleanno, una bella pagella o semplicemente così: una sorpresa ${place.at}.`,
  ],
  food: [
    (place) => `Qualcosa di buono ${place.at}: appena sfornato, fatto a mano e difficile da resistere.`,
    (place) => `Per i golosi, amanti del dolce o del salato: ${place.card}.`,
    (place) => `Assaggiare il meglio ${place.at}, per concedersi un piacere o per condividere.`,
  ],
  tech: [
    (place) => `Dalle cuffie al nuovo videogioco: questo buono si spende ${place.at}.`,
    (place) => `Per gamer e appassionati di tecnologia, ${place.card} per scegliere da sé le ultime novità.`,
    (place) => `Per completare l'attrezzatura di un appassionato: ${place.card}, per accessori, giochi e dispositivi.`,
  ],
};

const IN_SHOP = 'Si spende in negozio o online, in una sola volta o in più acquisti.';

const closings: Readonly<Record<CategoryKey, string>> = {
  restaurants: 'Prenota il tavolo in anticipo e comunica che pagherai con un buono regalo.',
  fashion: IN_SHOP,
  experiences: 'La data si prenota direttamente con l\'organizzatore.',
  wellness: 'Prenota il trattamento in anticipo e comunica che pagherai con un buono regalo.',
  entertainment: 'Si spende alla cassa o online.',
  books: IN_SHOP,
  home: IN_SHOP,
  sport: IN_SHOP,
  travel: 'Il soggiorno si prenota direttamente con la struttura, in base alla disponibilità.',
  kids: IN_SHOP,
  food: IN_SHOP,
  tech: IN_SHOP,
};

function delivery({ variations }: GiftCardFacts): string {
  const [main, other] = variations;
  if (main === 'digital' && !other) return 'Il buono arriva via e-mail entro 1 ora, pronto da stampare o da mostrare sullo smartphone.';
  if (main === 'digital') return 'Invia il buono via e-mail entro 1 ora, oppure come tessera per posta in 1–3 giorni lavorativi.';
  if (!other) return 'Il buono arriva per posta in 1–3 giorni lavorativi; se lo ordini in un giorno lavorativo entro le 17:00, parte il giorno stesso.';
  return 'Il buono arriva per posta in 1–3 giorni lavorativi (se lo ordini in un giorno lavorativo entro le 17:00, parte il giorno stesso) oppure via e-mail entro 1 ora.';
}

export function describeGiftCardInItalian(card: GiftCardFacts): string {
  const opening = pickWording(openings[card.category], card.variant);
  return `${opening(italianPlace(card.title))} ${delivery(card)} ${closings[card.category]}`;
}

export const italianSpecialProducts = {
  choiceCard: {
    title: 'Buono regalo All-in-1 Choice',
    description:
      'Non sai cosa gli piace? Con il buono regalo All-in-1 Choice chi lo riceve sceglie tra più di 150 buoni regalo: ristoranti, moda, benessere, esperienze e molto altro. Si attiva con il suo numero di 19 cifre e si cambia con uno o più buoni. Arriva via e-mail entro 1 ora o per posta in 1–3 giorni lavorativi.',
  },
  blankPack: {
    title: 'Buoni regalo da compilare (set da 3)',
    description:
      'Tre buoni regalo vuoti con busta, venduti in set da 3, da compilare tu. Scrivi l\'importo e il messaggio che preferisci, per una lotteria, una squadra o un regalo dell\'ultimo minuto. Spediti per posta in 1–3 giorni lavorativi.',
  },
  donations: [
    {
      title: 'Donazione alla Fondazione Ospedale dei Bambini',
      description:
        'Regala una donazione al posto di un buono. L\'intero importo va alla Fondazione Ospedale dei Bambini, che rende un po\' più leggero il ricovero in ospedale per i bambini e i loro genitori. Chi la riceve ottiene entro 1 ora un\'e-mail che lo informa della donazione fatta a suo nome.',
    },
    {
      title: 'Donazione per mari puliti',
      description:
        'Sostieni la pulizia di spiagge e mari con una donazione a nome di qualcun altro. L\'intero importo va alle squadre di volontari; chi la riceve ottiene entro 1 ora un\'e-mail che gli racconta il tuo regalo.',
    },
  ],
  apple: {
    title: 'Carta Regalo Apple',
    /** `limit`: Apple's limit per order, formatted in the store's currency ('€500'). */
    description: (limit: string) =>
      `Una sola carta per tutto il mondo Apple: app, giochi, musica, film, spazio su iCloud e prodotti Apple. Arriva via e-mail entro 1 ora o per posta in 1–3 giorni lavorativi. Apple consente al massimo ${limit} di Carte Regalo Apple per ordine.`,
  },
  wine: {
    title: 'Buono regalo Cassetta di vini',
    description:
      'Un buono regalo per una cassetta di buoni vini: rossi, bianchi o bollicine, sceglie chi lo riceve. Poiché contiene vino, viene sempre spedito con raccomandata e consegnato solo con firma a una persona maggiorenne.',
  },
} as const;
