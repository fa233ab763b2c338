import { quebecTypography } from '@shop/i18n/quebec-typography';
import { respeller } from '@shop/i18n/respelling';

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

/**
 * The rest of what Québec writes otherwise, as its storefront does: working days, customer service, taxes, the
 * weekend, and the meals (Québec's déjeuner, dîner and souper are France's petit-déjeuner, déjeuner and dîner); then its
 * typography (no space before '?', '!' and ';').
 */
const quebecWords = respeller([
  ['jours ouvrés', 'jours ouvrables'],
  ['jour ouvré', 'jour ouvrable'],
  ['vous contactez le service client', 'vous communiquez avec le service à la clientèle'],
  ['service client', 'service à la clientèle'],
  ['contactez-nous', 'communiquez avec nous'],
  ['le week-end', 'la fin de semaine'],
  ['un week-end', 'une fin de semaine'],
  ['à la tva', 'aux taxes'],
  ['incluent la tva', 'incluent les taxes'],
  ['petit-déjeuner', 'déjeuner'],
  ['déjeuner', 'dîner'],
  ['dîner', 'souper'],
]);

/** How a store's French locale rewrites the French texts, if it does (Québec). */
export function frenchRespelling(locale: string): ((text: string) => string) | undefined {
  return locale.toLowerCase() === 'fr-ca' ? (text) => quebecTypography(quebecWords(text)) : undefined;
}
