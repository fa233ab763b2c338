import type { FrenchProductNoun } from './copy-fr-noun.ts';
import type { FrenchRegionalWords } from './copy-fr-region.ts';
import type { InformationPageKey } from './language-pack.ts';
import { hoursInLocale, type HoursWording, type StoreFacts } from './store-facts.ts';
import { capitalized } from './text-case.ts';

/** '09:00' → '9 h', '17:30' → '17 h 30'. */
function frenchTime(time: string): string {
  const [hours = '', minutes = '00'] = time.split(':');
  return minutes === '00' ? `${Number(hours)} h` : `${Number(hours)} h ${minutes}`;
}

/** 'du lundi au vendredi, de 9 h à 17 h 30'. */
const FRENCH_HOURS: HoursWording = {
  range: (from, to) => `du ${from} au ${to}`,
  list: (days) => days.join(' et '),
  entry: (days, opens, closes) => `${days}, de ${frenchTime(opens)} à ${frenchTime(closes)}`,
};

/** Where French-speaking shoppers complain about how their data is handled, after 'une réclamation'. */
function dataProtectionAuthority(country: string): string {
  if (country === 'BE') return 'auprès de l\'Autorité de protection des données';
  if (country === 'CH') return 'auprès du Préposé fédéral à la protection des données et à la transparence (PFPDT)';
  if (country === 'CA') return 'auprès du Commissariat à la protection de la vie privée du Canada';
  return 'auprès de la CNIL (Commission nationale de l\'informatique et des libertés)';
}

/**
 * The law the terms are under, named for a country with one law for the whole of it ('Le droit français s'applique.');
 * in Canada, where it differs by province, the company's seat decides.
 */
function governingLaw(country: string, legalName: string): string {
  const named: Readonly<Record<string, string>> = {
    FR: 'Le droit français s\'applique.',
    BE: 'Le droit belge s\'applique.',
    CH: 'Le droit suisse s\'applique.',
  };
  return named[country] ?? `Le droit applicable est celui du lieu où ${legalName} a son siège.`;
}

const pages: Readonly<Record<InformationPageKey, (facts: StoreFacts, noun: FrenchProductNoun, words: FrenchRegionalWords) => string>> = {
  contact: ({ shopName, organization, addressLines, locale }, { a }, { email, emails, theEmail }) => `Une question sur une commande, ${a} ou une livraison ? Le service client de ${shopName} est là pour vous aider.

## Service client
${capitalized(email)} : ${organization.email}
Téléphone : ${organization.phone}
Horaires : ${hoursInLocale(organization.businessHours, locale, FRENCH_HOURS)} (sauf jours fériés)

## À préparer
Indiquez votre numéro de commande (il figure dans ${theEmail} de confirmation) et l'adresse ${email} utilisée pour commander. Pour une question sur ${a}, gardez le numéro de carte à portée de main. Nous retrouverons ainsi votre commande tout de suite.

## Délais de réponse
Nous répondons aux ${emails} sous un jour ouvré, le plus souvent bien plus vite. Au téléphone, nous vous aidons immédiatement pendant nos horaires d'ouverture. Pour une question sur l'utilisation d'${a} dans un magasin ou un restaurant, adressez-vous plutôt à lui : il voit le solde directement en caisse.

## Adresse postale
${addressLines.join('\n')}`,

  delivery: ({ shopName, registeredThreshold }, { plural, the, agree }, { email }) => `${shopName} envoie les ${plural} numériques par ${email} et les versions physiques par courrier. Voici quand votre commande arrive.

## ${capitalized(plural)} numériques
Les ${plural} numériques partent par ${email} en moins d'une heure après le paiement, de jour comme de nuit. Le destinataire peut imprimer ${the} ou ${agree('le', 'la')} présenter sur son téléphone.

## ${capitalized(plural)} physiques
Les ${plural} physiques sont ${agree('livrés', 'livrées')} par courrier en 1 à 3 jours ouvrés. Les commandes payées un jour ouvré avant 17 h partent le jour même. Le courrier arrive dans la boîte aux lettres le jour de distribution suivant ; si votre envoi n'est toujours pas arrivé après 5 jours ouvrés, prévenez-nous et nous ferons le nécessaire.

## Envoi en recommandé
Les commandes de plus de ${registeredThreshold}, ainsi que toute commande contenant du vin, sont envoyées en recommandé. Le colis est remis contre signature, il faut donc que quelqu'un soit présent ; le vin n'est remis qu'à une personne de 18 ans ou plus.

## Suivre votre commande
Dès que votre commande est en route, vous recevez un ${email}. Les envois recommandés sont accompagnés d'un lien de suivi.`,

  'cancelation-policy': ({ shopName, organization }, { plural, a, agree }) => `Vous avez changé d'avis ? Voici comment annuler une commande chez ${shopName}.

## Avant l'envoi
Tant qu'une commande n'est pas partie, vous pouvez l'annuler gratuitement. Écrivez-nous au plus vite à ${organization.email} en indiquant votre numéro de commande ; nous vous remboursons l'intégralité du montant sous 14 jours, sur le compte utilisé pour le paiement.

## ${capitalized(plural)} numériques
Les ${plural} numériques arrivent en moins d'une heure et s'utilisent tout de suite. ${capitalized(a)} numérique ${agree('livré', 'livrée')} ne peut être ${agree('retourné', 'retournée')} que tant qu'${agree('il', 'elle')} n'a pas été ${agree('utilisé', 'utilisée')} : nous ${agree('le', 'la')} bloquons alors et vous remboursons.

## ${capitalized(plural)} physiques
Vous pouvez renvoyer les ${plural} physiques non ${agree('utilisés', 'utilisées')} dans les 14 jours suivant leur réception, dans leur emballage d'origine et avec votre numéro de commande, à l'adresse indiquée sur notre page de contact. Nous remboursons leur valeur dès leur réception et leur vérification ; les frais de retour restent à votre charge.

## ${capitalized(plural)} ${agree('utilisés ou activés', 'utilisées ou activées')}
Les ${plural} ${agree('utilisés', 'utilisées')}, même en partie, ne peuvent pas être ${agree('annulés', 'annulées')}. Les frais de service et d'emballage ne sont remboursés que si la commande entière est annulée avant l'envoi.`,

  'terms-conditions': ({ shopName, organization, addressLines }, { singular, plural, a, the, agree }, { email }) => `Les présentes conditions générales s'appliquent à toute commande passée sur ${shopName}, site exploité par ${organization.legalName}. En passant commande, vous les acceptez.

## Qui sommes-nous
${addressLines.join(', ')}. ${capitalized(email)} : ${organization.email}, téléphone : ${organization.phone}.

## Commande et paiement
Votre commande est confirmée dès réception du paiement. Avant de payer, vous voyez le prix total, frais de service et d'emballage éventuels compris. Les ${plural} ${agree('eux-mêmes', 'elles-mêmes')} ne sont pas ${agree('soumis', 'soumises')} à la TVA ; les frais et les options comme l'emballage cadeau incluent la TVA.

## Utiliser ${a}
${shopName} vend des ${plural} pour le compte des magasins, restaurants et organisateurs qui les acceptent. Chaque ${singular} s'utilise chez eux, selon leurs propres conditions, jusqu'à la date de validité qui y figure. ${capitalized(agree('il', 'elle'))} peut être ${agree('utilisé', 'utilisée')} en une ou plusieurs fois, jusqu'à épuisement du solde. ${capitalized(a)} ${agree('perdu ou volé', 'perdue ou volée')} ne peut être ${agree('remplacé', 'remplacée')} que ${agree('s\'il', 'si elle')} n'a pas encore été ${agree('utilisé', 'utilisée')} et que vous avez toujours son numéro.

## Livraison
Les ${plural} numériques sont ${agree('envoyés', 'envoyées')} en moins d'une heure, les versions physiques en 1 à 3 jours ouvrés. La page Livraison donne tous les détails, y compris les cas d'envoi en recommandé.

## Responsabilité
Nous nous engageons à livrer ${a} valable. Ce que fournit le magasin, le restaurant ou l'organisateur relève de sa responsabilité. Si un partenaire ferme avant que ${the} ait été ${agree('utilisé', 'utilisée')}, contactez-nous : nous chercherons ensemble une solution.

## Réclamations
Signalez-nous un problème dans les 2 mois suivant sa découverte, à ${organization.email}. Nous répondons sous 14 jours. ${governingLaw(organization.address.country, organization.legalName)}`,

  cookies: ({ shopName }, _noun, { email }) => `${shopName} utilise des cookies : de petits fichiers que votre navigateur enregistre lorsque vous visitez la boutique. Nous ne déposons que les cookies nécessaires au fonctionnement de la boutique.

## Cookies nécessaires
Ils retiennent votre panier (30 jours), la langue que vous avez choisie (un an) et le fait que vous êtes connecté (jusqu'à votre déconnexion). Pendant une commande ou une connexion, ils conservent aussi, 2 heures au maximum, ce dont cette étape a besoin, comme l'adresse ${email} saisie et une clé qui empêche qu'une commande soit payée deux fois. Ils ne demandent pas de consentement et ne contiennent que le strict nécessaire.

## Autres données dans votre navigateur
La boutique conserve aussi quelques informations dans le stockage de votre navigateur, comme la langue choisie, le fait que vous avez fermé le bandeau de choix du pays et, si vous arrivez par une publicité ou par le lien d'un partenaire, la référence de ce lien, pour savoir d'où vient une commande.

## Pas de cookies de mesure d'audience ni de publicité
Nous ne déposons aucun cookie de mesure d'audience ni de publicité, et aucun partenaire publicitaire ne dépose de cookies par l'intermédiaire de la boutique.

## Supprimer les cookies
La boutique n'a pas de paramètres de cookies qui lui soient propres : vous gérez les cookies dans votre navigateur. Dans ses paramètres, généralement sous confidentialité ou données des sites, vous pouvez consulter et supprimer les cookies et les données enregistrées de ${shopName}, ou les bloquer. Si vous les supprimez, vous êtes déconnecté et un panier rempli sans connexion est vidé ; si vous les bloquez, le panier et la connexion ne fonctionnent pas.`,

  'cookies-privacy-statement': ({ shopName, organization }, { plural, the, agree }, { email, ofNewsletter }) => `${organization.legalName} exploite ${shopName} et est responsable des données personnelles que vous nous confiez. Cette déclaration explique ce que nous collectons et pourquoi.

## Ce que nous collectons
Votre nom, votre adresse ${email} et, pour les ${plural} physiques, l'adresse de livraison ; le nom et l'adresse ${email} de la personne à qui vous offrez ${the} ; et les données de votre commande et de votre paiement. La boutique n’enregistre pas la façon dont vous l’utilisez.

## Pourquoi nous les utilisons
Pour livrer votre commande, envoyer les ${plural} à la bonne personne, vous aider lorsque vous contactez le service client, prévenir la fraude et respecter nos obligations légales, comme la conservation des factures. Nous n'envoyons ${ofNewsletter} que si vous l'avez demandée.

## Durée de conservation
Les données de commande sont conservées 7 ans, comme l'exigent les règles fiscales. Un compte est conservé jusqu'à ce que vous le supprimiez ; les données des cookies, 13 mois au maximum.

## Partage
Nous ne partageons vos données qu'avec les partenaires nécessaires à votre commande : prestataires de paiement, service postal et partenaire chez qui ${the} est ${agree('utilisé', 'utilisée')}. Nous ne vendons jamais vos données.

## Vos droits
Vous pouvez consulter, corriger ou supprimer vos données et vous opposer à leur utilisation. Écrivez à ${organization.email} : nous répondons dans un délai d'un mois. Si notre réponse ne vous satisfait pas, vous pouvez introduire une réclamation ${dataProtectionAuthority(organization.address.country)}.

## Cookies
La page Cookies explique quels cookies nous utilisons et comment les supprimer.`,
};

export function frenchInformationBody(page: InformationPageKey, facts: StoreFacts, noun: FrenchProductNoun, words: FrenchRegionalWords): string {
  return pages[page](facts, noun, words);
}
