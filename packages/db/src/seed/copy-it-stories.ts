import type { BlogArticle, GivingMoment } from './language-pack.ts';

export const italianBlogArticles: readonly BlogArticle[] = [
  {
    topic: 'gift-ideas',
    title: '10 idee regalo dell\'ultimo minuto',
    slug: 'idee-regalo-ultimo-minuto',
    body: ({ shopName, productWord }) => `La festa è stasera e non hai ancora niente? Niente panico. Queste dieci idee funzionano anche quando i negozi sono già chiusi.

## 1. Una cena fuori
Un buono per il ristorante non sbaglia mai: tutti mangiano, e un tavolo per due è insieme un regalo e una serata.

## 2. Un pomeriggio alla spa
Per l'amica che non si ferma mai. Un massaggio o una giornata alle terme regalano tempo, il dono più raro di tutti.

## 3. Un'esperienza
Kayak, escape room, volo in mongolfiera: le esperienze si ricordano molto dopo che la carta regalo è finita nella raccolta differenziata.

## 4. Cinema o teatro
Aggiungi un biglietto scritto a mano con il film o lo spettacolo che vorresti vedere insieme.

## 5. Libri e musica
Con un buono della sua libreria preferita, ogni lettore sceglie da sé il prossimo libro.

## Dal 6 al 10. Lascia scegliere a loro
Non sai cosa scegliere? Con il buono regalo All-in-1 Choice chi lo riceve sceglie tra più di 150 ${productWord}. Su ${shopName} i buoni digitali arrivano via e-mail entro 1 ora: anche un regalo ordinato mentre vai alla festa arriva in tempo. Aggiungi una confezione digitale e un messaggio personale, e nessuno saprà che eri in ritardo.`,
  },
  {
    topic: 'choice-card',
    title: 'Come funziona il buono regalo All-in-1 Choice',
    slug: 'come-funziona-il-buono-regalo-choice',
    body: ({ shopName, productWord }) => `Il buono regalo All-in-1 Choice è il regalo perfetto per chi è difficile da accontentare. Tu regali un importo; chi lo riceve decide dove spenderlo.

## Regalarlo
Scegli un importo e invia il buono via e-mail (entro 1 ora) o per posta (1–3 giorni lavorativi). Se vuoi, aggiungi un messaggio personale o una confezione festiva.

## Scegliere
Chi lo riceve apre la pagina del buono e lo attiva con il numero di 19 cifre. Poi sceglie uno o più tra gli oltre 150 ${productWord}: ristoranti, moda, benessere, esperienze, libri e molto altro. L'importo si può dividere su più buoni.

## Spenderlo
I buoni scelti arrivano via e-mail e si spendono come qualsiasi altro buono regalo di ${shopName}. Ciò che resta sul buono rimane disponibile per la volta successiva.

## Buono a sapersi
L'attivazione può richiedere fino a 24 ore. Conserva con cura il numero della carta: è la chiave del saldo.`,
  },
  {
    topic: 'dining',
    title: 'Regalare una cena: come scegliere il ristorante giusto',
    slug: 'regalare-una-cena',
    body: ({ productWord }) => `Una cena al ristorante è uno dei regali più graditi. Quale locale per quale persona? Ecco a cosa fare attenzione quando scegli.

## Per una serata romantica
Candele, un menù breve e una buona carta dei vini: una piccola osteria in una via tranquilla è imbattibile per un anniversario.

## Per i buongustai
Cucine che lavorano con i prodotti di contadini e produttori della zona. Cerca menù di stagione che cambiano ogni poche settimane.

## Per un gruppo
Una trattoria vivace o un locale con piatti da condividere è perfetto per un compleanno tra amici. Nel fine settimana conviene prenotare per tempo.

## Regalarla
I ${productWord} per i ristoranti arrivano via e-mail entro 1 ora, quindi vanno benissimo anche come regalo dell'ultimo minuto. Ricorda a chi lo riceve di prenotare un tavolo e di dire che pagherà con un buono regalo.`,
  },
];

type MomentCopy = Pick<GivingMoment, 'key' | 'title' | 'heroTitle' | 'slug' | 'body'>;

export const italianGivingMoments: readonly MomentCopy[] = [
  {
    key: 'birthday', title: 'Buoni regalo per il compleanno', heroTitle: 'Buon compleanno! Regala un buono che fa felici', slug: 'compleanno',
    body: ({ productWord }) => `Un regalo di compleanno che non sbaglia mai: il festeggiato sceglie quello che desidera davvero. Il ristorante del cuore, un negozio che adora o un'esperienza per festeggiare un anno in più.

## Proprio nel giorno giusto
I ${productWord} digitali arrivano via e-mail entro 1 ora, così anche un buono ordinato la mattina del compleanno arriva in tempo. Aggiungi una confezione di compleanno e un messaggio personale.`,
  },
  {
    key: 'thank-you', title: 'Buoni regalo per dire grazie', heroTitle: 'Di\' grazie con un buono regalo', slug: 'grazie',
    body: ({ productWord }) => `Per la vicina che ha dato da mangiare al gatto, il collega che ti ha sostituito, la maestra a fine anno: un piccolo gesto dice molto.

## Piccolo e personale
Scegli un caffè, un libro o una cena e aggiungi qualche parola di ringraziamento. Molti ${productWord} partono da un importo piccolo, quindi un grazie non è mai troppo.`,
  },
  {
    key: 'wedding', title: 'Buoni regalo per il matrimonio', heroTitle: 'Il regalo di nozze perfetto', slug: 'matrimonio',
    body: ({ productWord }) => `Gli sposi spesso hanno già tutto per la casa. Regala loro qualcosa da vivere insieme: un weekend fuori, una cena a due o qualcosa di bello per la nuova casa.

## Un regalo di gruppo
Fate una colletta tra amici o colleghi? Scegli un importo più alto o riunisci più ${productWord} in una scatola regalo, consegnata per posta in 1–3 giorni lavorativi.`,
  },
  {
    key: 'christmas', title: 'Buoni regalo per Natale', heroTitle: 'Regali di Natale per tutta la tua lista', slug: 'natale',
    body: ({ productWord }) => `Dal cugino che vedi solo a Natale a tutto il team dell'ufficio: con i ${productWord} lo shopping di dicembre diventa senza stress.

## Ordina in tempo
I buoni fisici arrivano in 1–3 giorni lavorativi; se li ordini in un giorno lavorativo entro le 17:00, partono il giorno stesso. Nell'ultima settimana prima della Vigilia, i buoni digitali sono la scelta più sicura: arrivano via e-mail entro 1 ora.`,
  },
  {
    key: 'new-baby', title: 'Buoni regalo per la nascita', heroTitle: 'Un benvenuto al nuovo arrivo', slug: 'nascita',
    body: ({ productWord }) => `I neogenitori ricevono tantissime tutine minuscole. Con un buono regalo scelgono ciò di cui hanno davvero bisogno, o si concedono una serata fuori appena il bebè dorme tutta la notte.

## Idee per la nuova famiglia
Negozi per l'infanzia e di giocattoli, una cena a domicilio o un massaggio per la neomamma: ${productWord} per tutto ciò che chiedono quelle prime settimane così intense.`,
  },
  {
    key: 'graduation', title: 'Buoni regalo per la laurea', heroTitle: 'Congratulazioni per la laurea!', slug: 'laurea',
    body: ({ productWord }) => `Dopo anni di esami, finalmente la corona d'alloro. Festeggia il traguardo con un regalo che guarda avanti: un viaggio, un corso, un bel vestito per i primi colloqui o una cena con tutta la famiglia.

## Per la festa di laurea
I ${productWord} digitali arrivano via e-mail entro 1 ora, anche il giorno stesso della proclamazione. Chi vuole qualcosa da consegnare a mano sceglie un buono fisico, in 1–3 giorni lavorativi per posta.`,
  },
];
