import type { BlogArticle, GivingMoment } from './language-pack.ts';

export const germanBlogArticles: readonly BlogArticle[] = [
  {
    topic: 'gift-ideas',
    title: '10 Geschenkideen in letzter Minute',
    slug: 'geschenkideen-letzte-minute',
    body: ({ shopName, productWord }) => `Die Feier ist heute Abend und Sie haben noch nichts? Keine Panik. Diese zehn Ideen funktionieren auch dann, wenn die Geschäfte schon geschlossen haben.

## 1. Essen gehen
Ein Restaurantgutschein passt immer: Gegessen wird schließlich überall, und ein Tisch für zwei ist Geschenk und gemeinsamer Abend zugleich.

## 2. Ein Nachmittag im Spa
Für die Freundin, die sich nie eine Pause gönnt. Eine Massage oder ein Tag in der Therme schenkt Zeit, das seltenste Geschenk von allen.

## 3. Ein Ausflug
Kajakfahren, ein Escape Room, eine Ballonfahrt: An Erlebnisse erinnert man sich noch lange, nachdem das Geschenkpapier im Altpapier gelandet ist.

## 4. Kino oder Theater
Legen Sie eine handgeschriebene Karte dazu, mit dem Film oder dem Stück, das Sie gemeinsam sehen möchten.

## 5. Bücher und Musik
Mit einem Gutschein der Lieblingsbuchhandlung sucht sich jede Leseratte das nächste Buch selbst aus.

## 6 bis 10. Selbst aussuchen lassen
Sie sind unsicher? Mit der All-in-1 Choice Geschenkkarte wählt der oder die Beschenkte aus über 150 ${productWord}. Bei ${shopName} kommen digitale Gutscheine innerhalb von 1 Stunde per E-Mail, auch ein Geschenk, das Sie auf dem Weg zur Feier bestellen, ist also pünktlich da. Mit einer digitalen Verpackung und einem persönlichen Gruß merkt niemand, dass es knapp war.`,
  },
  {
    topic: 'choice-card',
    title: 'So funktioniert die All-in-1 Choice Geschenkkarte',
    slug: 'so-funktioniert-die-choice-geschenkkarte',
    body: ({ shopName, productWord }) => `Die All-in-1 Choice Geschenkkarte ist das Geschenk für Menschen, für die man nur schwer etwas findet. Sie schenken einen Betrag, die Beschenkten entscheiden, wofür sie ihn ausgeben.

## Verschenken
Wählen Sie einen Betrag und verschicken Sie die Karte per E-Mail (innerhalb von 1 Stunde) oder per Post (1–3 Werktage). Auf Wunsch mit persönlichem Gruß oder festlicher Verpackung.

## Auswählen
Der oder die Beschenkte öffnet die Seite der Karte und aktiviert sie mit der 19-stelligen Kartennummer. Danach geht die Auswahl los: einer oder mehrere von über 150 ${productWord}, von Restaurants über Mode und Wellness bis zu Ausflügen und Büchern. Der Betrag lässt sich auf mehrere Gutscheine aufteilen.

## Einlösen
Die ausgewählten Gutscheine kommen per E-Mail und werden eingelöst wie jeder andere Gutschein von ${shopName}. Was auf der Karte übrig bleibt, bleibt für das nächste Mal erhalten.

## Gut zu wissen
Die Aktivierung kann bis zu 24 Stunden dauern. Bewahren Sie die Kartennummer gut auf: Sie ist der Schlüssel zum Guthaben.`,
  },
  {
    topic: 'dining',
    title: 'Essen gehen verschenken: So finden Sie das passende Restaurant',
    slug: 'essen-gehen-verschenken',
    body: ({ productWord }) => `Ein Abend im Restaurant ist eines der schönsten Geschenke überhaupt. Welches Lokal passt zu wem? Darauf sollten Sie bei der Auswahl achten.

## Für einen romantischen Abend
Kerzenlicht, eine kleine Karte und eine gute Weinauswahl: Ein kleines Bistro in einer ruhigen Seitenstraße ist für einen Jahrestag kaum zu übertreffen.

## Für Feinschmecker
Küchen, die mit Zutaten von Höfen und Erzeugern aus der Region kochen. Achten Sie auf saisonale Menüs, die alle paar Wochen wechseln.

## Für eine Gruppe
Ein lebhafter Grill oder ein Lokal mit Gerichten zum Teilen passt am besten zu einem Geburtstag mit Freunden. Am Wochenende lohnt es sich, früh zu reservieren.

## Verschenken
Restaurant-${productWord} kommen innerhalb von 1 Stunde per E-Mail und eignen sich daher auch als Geschenk in letzter Minute. Erinnern Sie die Beschenkten daran, einen Tisch zu reservieren und dabei den Gutschein zu erwähnen.`,
  },
];

type MomentCopy = Pick<GivingMoment, 'key' | 'title' | 'heroTitle' | 'slug' | 'body'>;

export const germanGivingMoments: readonly MomentCopy[] = [
  {
    key: 'birthday', title: 'Geburtstagsgutscheine', heroTitle: 'Alles Gute zum Geburtstag! Verschenken Sie einen Gutschein, der Freude macht', slug: 'geburtstag',
    body: ({ productWord }) => `Ein Geburtstagsgeschenk, das immer passt: Das Geburtstagskind sucht sich selbst aus, was es sich wirklich wünscht. Wählen Sie ein Lieblingsrestaurant, ein geliebtes Geschäft oder einen Ausflug, um das neue Lebensjahr zu feiern.

## Pünktlich zum Fest
Digitale ${productWord} kommen innerhalb von 1 Stunde per E-Mail, so ist selbst ein am Morgen des Geburtstags bestellter Gutschein rechtzeitig da. Dazu eine Geburtstagsverpackung und ein persönlicher Gruß.`,
  },
  {
    key: 'thank-you', title: 'Danke-Gutscheine', heroTitle: 'Danke sagen mit einem Gutschein', slug: 'danke',
    body: ({ productWord }) => `Für die Nachbarin, die die Katze gefüttert hat, den Kollegen, der eingesprungen ist, die Lehrerin am Ende des Schuljahrs: Eine kleine Geste sagt viel.

## Klein und persönlich
Wählen Sie einen Kaffee, ein Buch oder ein Abendessen und schreiben Sie ein paar Worte des Dankes dazu. Viele ${productWord} gibt es schon für einen kleinen Betrag, ein Dankeschön ist also nie zu viel.`,
  },
  {
    key: 'wedding', title: 'Hochzeitsgutscheine', heroTitle: 'Das perfekte Hochzeitsgeschenk', slug: 'hochzeit',
    body: ({ productWord }) => `Brautpaare haben für den Haushalt oft schon alles. Schenken Sie ihnen etwas für gemeinsame Zeit: ein Wochenende zu zweit, ein Abendessen oder etwas Schönes für das neue Zuhause.

## Gemeinsam schenken
Sie legen mit Freunden oder Kollegen zusammen? Wählen Sie einen höheren Betrag oder kombinieren Sie mehrere ${productWord} in einer Geschenkbox, per Post in 1–3 Werktagen zugestellt.`,
  },
  {
    key: 'christmas', title: 'Weihnachtsgutscheine', heroTitle: 'Weihnachtsgeschenke für alle auf Ihrer Liste', slug: 'weihnachten',
    body: ({ productWord }) => `Vom Cousin, den Sie nur an Weihnachten sehen, bis zum ganzen Team im Büro: Mit ${productWord} wird der Einkauf im Dezember entspannt.

## Rechtzeitig bestellen
Gutscheinkarten kommen in 1–3 Werktagen; an einem Werktag vor 17:00 Uhr bestellt, gehen sie noch am selben Tag auf die Reise. In der letzten Woche vor Heiligabend sind digitale Gutscheine die sicherste Wahl: Sie kommen innerhalb von 1 Stunde per E-Mail.`,
  },
  {
    key: 'new-baby', title: 'Gutscheine zur Geburt', heroTitle: 'Willkommen auf der Welt', slug: 'geburt',
    body: ({ productWord }) => `Frischgebackene Eltern bekommen viele winzige Strampler. Mit einem Gutschein suchen sie sich selbst aus, was sie wirklich brauchen, oder gönnen sich einen Abend zu zweit, sobald das Baby durchschläft.

## Ideen für die junge Familie
Baby- und Spielwarengeschäfte, ein Essen nach Hause oder eine Massage für die frischgebackene Mama: ${productWord} für alles, was die ersten turbulenten Wochen verlangen.`,
  },
  {
    key: 'easter', title: 'Ostergutscheine', heroTitle: 'Ein Gutschein fürs Osternest', slug: 'ostern',
    body: ({ productWord }) => `Zu Ostern darf es mehr sein als Schokoladenhasen. Ein Gutschein passt in jedes Osternest und lässt die Beschenkten selbst wählen: einen Ausflug in den Frühling, ein Buch oder ein gemeinsames Osterfrühstück im Café.

## Gut versteckt
Verstecken Sie eine Gutscheinkarte zwischen den bunten Eiern oder schicken Sie einen digitalen Gutschein. Digitale ${productWord} kommen innerhalb von 1 Stunde per E-Mail, also auch noch am Ostersonntag.`,
  },
];
