import type { InformationPageKey } from './language-pack.ts';
import { hoursInLocale, type HoursWording, type StoreFacts } from './store-facts.ts';

/** 'Montag bis Freitag, 09:00–17:30 Uhr'. */
const GERMAN_HOURS: HoursWording = {
  range: (from, to) => `${from} bis ${to}`,
  list: (days) => days.join(' und '),
  entry: (days, opens, closes) => `${days}, ${opens}–${closes} Uhr`,
};

/** Where German-speaking shoppers complain about how their data is handled, after 'bei'. */
function dataProtectionAuthority(country: string): string {
  if (country === 'AT') return 'bei der Österreichischen Datenschutzbehörde';
  if (country === 'CH') return 'beim Eidgenössischen Datenschutz- und Öffentlichkeitsbeauftragten (EDÖB)';
  return 'bei der zuständigen Datenschutzaufsichtsbehörde';
}

/** The law the terms are under, named for the company's country ('Es gilt deutsches Recht.'). */
function governingLaw(country: string, legalName: string): string {
  const named: Readonly<Record<string, string>> = {
    DE: 'Es gilt deutsches Recht.',
    AT: 'Es gilt österreichisches Recht.',
    CH: 'Es gilt schweizerisches Recht.',
  };
  return named[country] ?? `Es gilt das Recht des Landes, in dem die ${legalName} ihren Sitz hat.`;
}

const pages: Readonly<Record<InformationPageKey, (facts: StoreFacts) => string>> = {
  contact: ({ shopName, organization, addressLines, locale }) => `Sie haben eine Frage zu einer Bestellung, einem Gutschein oder der Lieferung? Der Kundenservice von ${shopName} hilft Ihnen gern weiter.

## Kundenservice
E-Mail: ${organization.email}
Telefon: ${organization.phone}
Servicezeiten: ${hoursInLocale(organization.businessHours, locale, GERMAN_HOURS)} (nicht an Feiertagen)

## Halten Sie bitte bereit
Nennen Sie uns Ihre Bestellnummer (sie steht in der Bestellbestätigung) und die E-Mail-Adresse, mit der Sie bestellt haben. Bei Fragen zu einem Gutschein halten Sie bitte die Kartennummer bereit. So finden wir Ihre Bestellung sofort.

## Antwortzeiten
E-Mails beantworten wir innerhalb eines Werktags, meist deutlich schneller. Am Telefon helfen wir Ihnen während der Servicezeiten sofort. Fragen zum Einlösen eines Gutscheins in einem Geschäft oder Restaurant klären Sie am besten direkt dort: Dort sieht man das Guthaben an der Kasse.

## Postanschrift
${addressLines.join('\n')}`,

  delivery: ({ shopName, productWord, registeredThreshold }) => `${shopName} verschickt digitale ${productWord} per E-Mail und Gutscheinkarten per Post. Hier lesen Sie, wann Ihre Bestellung ankommt.

## Digitale Gutscheine
Digitale ${productWord} werden innerhalb von 1 Stunde nach Zahlungseingang per E-Mail verschickt, rund um die Uhr. Der Gutschein lässt sich ausdrucken oder auf dem Handy vorzeigen.

## Gutscheinkarten per Post
Gutscheinkarten werden in 1–3 Werktagen per Post zugestellt. Bestellungen, die an einem Werktag vor 17:00 Uhr bezahlt werden, verlassen noch am selben Tag unser Haus. Briefpost kommt am nächsten Zustelltag; ist eine Karte nach 5 Werktagen noch nicht da, melden Sie sich bitte bei uns, dann gehen wir der Sache nach.

## Versand per Einschreiben
Bestellungen über ${registeredThreshold} und jede Bestellung mit Wein verschicken wir per Einschreiben. Die Sendung wird nur gegen Unterschrift übergeben, es muss also jemand zu Hause sein; Wein geben wir nur an Personen ab 18 Jahren heraus.

## Sendungsverfolgung
Sobald Ihre Bestellung unterwegs ist, erhalten Sie eine E-Mail. Bei Einschreiben ist ein Link zur Sendungsverfolgung dabei.`,

  'cancelation-policy': ({ shopName, productWord, organization }) => `Sie haben es sich anders überlegt? So funktioniert die Stornierung einer Bestellung bei ${shopName}.

## Vor dem Versand
Solange eine Bestellung noch nicht verschickt ist, können Sie sie kostenlos stornieren. Schreiben Sie uns so schnell wie möglich mit Ihrer Bestellnummer an ${organization.email}; wir erstatten den vollen Betrag innerhalb von 14 Tagen auf das Konto, mit dem Sie bezahlt haben.

## Digitale Gutscheine
Digitale ${productWord} werden innerhalb von 1 Stunde verschickt und sind sofort einlösbar. Ein zugestellter digitaler Gutschein kann nicht zurückgegeben werden, es sei denn, er wurde noch nicht eingelöst: Dann sperren wir ihn und erstatten Ihnen den Betrag.

## Gutscheinkarten
Unbenutzte Gutscheinkarten können Sie innerhalb von 14 Tagen nach Erhalt zurückschicken, in der Originalverpackung und mit Ihrer Bestellnummer, an die Adresse auf unserer Kontaktseite. Sobald die Karten bei uns eingegangen und geprüft sind, erstatten wir ihren Wert; die Kosten der Rücksendung tragen Sie.

## Eingelöste oder aktivierte Gutscheine
Gutscheine, die (teilweise) eingelöst wurden, können nicht storniert werden. Service- und Verpackungsgebühren erstatten wir nur, wenn die ganze Bestellung vor dem Versand storniert wird.`,

  'terms-conditions': ({ shopName, productWord, organization, addressLines }) => `Diese Allgemeinen Geschäftsbedingungen gelten für jede Bestellung bei ${shopName}, einem Angebot der ${organization.legalName}. Mit Ihrer Bestellung erkennen Sie sie an.

## Wer wir sind
${addressLines.join(', ')}. E-Mail: ${organization.email}, Telefon: ${organization.phone}.

## Bestellung und Bezahlung
Ihre Bestellung ist verbindlich, sobald Ihre Zahlung eingegangen ist. Vor dem Bezahlen sehen Sie den Preis einschließlich aller Service- und Verpackungsgebühren. Auf Gutscheine selbst fällt keine Mehrwertsteuer an; Gebühren und Extras wie Geschenkverpackungen enthalten die Mehrwertsteuer.

## Gutscheine einlösen
${shopName} verkauft ${productWord} im Auftrag der Geschäfte, Restaurants und Veranstalter, die sie annehmen. Eingelöst wird bei ihnen, zu ihren eigenen Bedingungen; das Ablaufdatum steht auf jedem Gutschein. Ein Gutschein kann auf einmal oder in Teilbeträgen eingelöst werden, bis das Guthaben aufgebraucht ist. Verlorene oder gestohlene Gutscheine können wir nur ersetzen, wenn sie noch nicht eingelöst wurden und Sie die Kartennummer noch haben.

## Lieferung
Digitale Gutscheine kommen innerhalb von 1 Stunde, Gutscheinkarten in 1–3 Werktagen. Die Einzelheiten, auch wann wir per Einschreiben versenden, stehen auf der Seite zur Lieferung.

## Haftung
Wir sind dafür verantwortlich, dass Sie einen gültigen Gutschein erhalten. Für die Leistung des Geschäfts, Restaurants oder Veranstalters ist der jeweilige Partner verantwortlich. Schließt ein Partner, bevor ein Gutschein eingelöst ist, melden Sie sich bei uns: Wir suchen gemeinsam nach einer Lösung.

## Reklamationen
Melden Sie ein Problem bitte innerhalb von 2 Monaten, nachdem Sie es bemerkt haben, an ${organization.email}. Wir antworten innerhalb von 14 Tagen. ${governingLaw(organization.address.country, organization.legalName)}`,

  cookies: ({ shopName }) => `${shopName} verwendet Cookies: kleine Dateien, die Ihr Browser speichert, wenn Sie den Shop besuchen. Wir setzen nur die Cookies, die der Shop braucht, um zu funktionieren.

## Notwendige Cookies
Sie merken sich Ihren Warenkorb (30 Tage), die von Ihnen gewählte Sprache (ein Jahr) und dass Sie angemeldet sind (bis Sie sich abmelden). Während Sie bestellen oder sich anmelden, speichern sie zudem höchstens 2 Stunden lang, was dieser Schritt braucht, etwa die eingegebene E-Mail-Adresse und einen Schlüssel, der verhindert, dass eine Bestellung zweimal bezahlt wird. Dafür ist keine Einwilligung nötig, und sie enthalten nur, was dafür erforderlich ist.

## Weitere Daten in Ihrem Browser
Der Shop legt zudem einige Angaben im Speicher Ihres Browsers ab, etwa die gewählte Sprache, ob Sie das Länderbanner geschlossen haben, und, wenn Sie über eine Anzeige oder den Link eines Partners kommen, die Kennung dieses Links, damit wir wissen, woher eine Bestellung kommt.

## Keine Analyse- oder Werbe-Cookies
Wir setzen keine Analyse- oder Werbe-Cookies, und kein Werbepartner setzt über den Shop Cookies.

## Cookies löschen
Der Shop hat keine eigenen Cookie-Einstellungen: Sie verwalten Cookies in Ihrem Browser. In dessen Einstellungen, meist unter Datenschutz oder Websitedaten, können Sie die Cookies und gespeicherten Daten von ${shopName} ansehen und löschen oder sie blockieren. Wenn Sie sie löschen, werden Sie abgemeldet, und ein Warenkorb, den Sie ohne Anmeldung gefüllt haben, wird geleert; wenn Sie sie blockieren, funktionieren Warenkorb und Anmeldung nicht.`,

  'cookies-privacy-statement': ({ shopName, organization }) => `Die ${organization.legalName} betreibt ${shopName} und ist für die personenbezogenen Daten verantwortlich, die Sie uns anvertrauen. Diese Erklärung beschreibt, welche Daten wir erheben und warum.

## Welche Daten wir erheben
Ihren Namen, Ihre E-Mail-Adresse und bei Gutscheinkarten die Lieferadresse; Name und E-Mail-Adresse der beschenkten Person; und Ihre Bestell- und Zahlungsdaten. Wie Sie den Shop nutzen, zeichnet er nicht auf.

## Wofür wir sie verwenden
Um Ihre Bestellung auszuführen, die Gutscheine an die richtige Person zu schicken, Ihnen zu helfen, wenn Sie sich an den Kundenservice wenden, Betrug zu verhindern und gesetzliche Pflichten zu erfüllen, etwa die Aufbewahrung von Rechnungen. Newsletter schicken wir nur, wenn Sie sie bestellt haben.

## Wie lange wir sie speichern
Bestelldaten bewahren wir 7 Jahre auf, weil das Steuerrecht es verlangt. Ein Kundenkonto bleibt bestehen, bis Sie es löschen; Cookie-Daten höchstens 13 Monate.

## Weitergabe
Wir geben Daten nur an die Partner weiter, die für Ihre Bestellung nötig sind: Zahlungsdienstleister, die Post und den Partner, bei dem der Gutschein eingelöst wird. Wir verkaufen Ihre Daten nie.

## Ihre Rechte
Sie können Ihre Daten einsehen, berichtigen oder löschen lassen und ihrer Verwendung widersprechen. Schreiben Sie an ${organization.email}; wir antworten innerhalb eines Monats. Sind Sie mit unserer Antwort nicht zufrieden, können Sie sich ${dataProtectionAuthority(organization.address.country)} beschweren.

## Cookies
Welche Cookies wir verwenden und wie Sie sie löschen, lesen Sie auf der Seite zu Cookies.`,
};

export function germanInformationBody(page: InformationPageKey, facts: StoreFacts): string {
  return pages[page](facts);
}
