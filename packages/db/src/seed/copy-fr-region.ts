/**
 * The words French writes differently in Québec: the Office québécois de la langue française asks for 'courriel' and
 * 'infolettre' where France writes 'e-mail' and 'newsletter' (the storefront's fr-CA messages already do).
 */
export interface FrenchRegionalWords {
  /** 'e-mail', 'courriel': 'par e-mail', 'un courriel', 'l'adresse e-mail'. */
  readonly email: string;
  /** 'e-mails', 'courriels'. */
  readonly emails: string;
  /** With its article: 'l'e-mail', 'le courriel'. */
  readonly theEmail: string;
  /** 'de newsletter', 'd'infolettre' (the article elides before a vowel). */
  readonly ofNewsletter: string;
}

const FRANCE: FrenchRegionalWords = { email: 'e-mail', emails: 'e-mails', theEmail: "l'e-mail", ofNewsletter: 'de newsletter' };
const QUEBEC: FrenchRegionalWords = { email: 'courriel', emails: 'courriels', theEmail: 'le courriel', ofNewsletter: "d'infolettre" };

/** The words for a store's French locale ('fr-CA' reads as Québec; France, Belgium and Switzerland write alike). */
export function frenchRegionalWords(locale: string): FrenchRegionalWords {
  return locale.toLowerCase() === 'fr-ca' ? QUEBEC : FRANCE;
}
