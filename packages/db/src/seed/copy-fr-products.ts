import type { CategoryKey } from './categories.ts';
import type { FrenchProductNoun } from './copy-fr-noun.ts';
import type { FrenchRegionalWords } from './copy-fr-region.ts';
import type { LanguagePack } from './language-pack.ts';
import { pickWording, type GiftCardFacts } from './store-facts.ts';
import { capitalized } from './text-case.ts';

type Kind = 'm' | 'f' | 'pl';

/** A place's name with the article and preposition French grammar asks for, contractions and elisions included. */
export interface FrenchPlace {
  /** Where the card is spent: 'au Restaurant Harbour House', 'à l'Hôtel Wanderlust', 'aux Cinémas Starlight', 'chez Marlowe Mode'. */
  readonly at: string;
  /** 'un chèque-cadeau du Restaurant Harbour House', 'une carte-cadeau de la Librairie Inkwell', 'un chèque-cadeau Marlowe Mode'. */
  readonly card: string;
  /** As an object: 'le Vol en montgolfière Skyline', 'l'Escape game Cliffside', 'Marlowe Mode'. */
  readonly the: string;
}

/** Generic nouns a title starts with ('Librairie Inkwell'): the title takes their article. */
const HEAD_NOUNS: Readonly<Record<string, Kind>> = {
  Restaurant: 'm', Bistrot: 'm', Brasserie: 'f', Café: 'm', Boutique: 'f', 'Vol en montgolfière': 'm', 'Escape game': 'm',
  'Balade en kayak': 'f', Spa: 'm', 'Institut de beauté': 'm', 'Salon de massage': 'm', Cinémas: 'pl', Théâtre: 'm',
  Bowling: 'm', Librairie: 'f', Disquaire: 'm', 'Magasin de musique': 'm', Maison: 'f', Jardinerie: 'f', Golf: 'm',
  'Atelier vélo': 'm', Hôtel: 'm', Domaine: 'm', 'Parc de jeux': 'm', Boulangerie: 'f', Chocolaterie: 'f', 'Épicerie fine': 'f',
};

/** Words that take l' and à l' (a vowel or a silent h). */
const ELIDES = /^[aeiouyàâéèêëîïôûùh]/i;

function headKind(title: string): Kind | undefined {
  const head = Object.keys(HEAD_NOUNS).find((noun) => title.startsWith(`${noun} `));
  return head ? HEAD_NOUNS[head] : undefined;
}

/** Any title without a known noun in front ('Marlowe Mode', 'Crème de la Crème Pâtisserie') is a shop name: 'chez'. */
export function frenchPlace(title: string, noun: FrenchProductNoun): FrenchPlace {
  const kind = headKind(title);
  if (!kind) return { at: `chez ${title}`, card: `${noun.a} ${title}`, the: title };
  if (kind === 'pl') return { at: `aux ${title}`, card: `${noun.a} des ${title}`, the: `les ${title}` };
  if (ELIDES.test(title)) return { at: `à l'${title}`, card: `${noun.a} de l'${title}`, the: `l'${title}` };
  if (kind === 'f') return { at: `à la ${title}`, card: `${noun.a} de la ${title}`, the: `la ${title}` };
  return { at: `au ${title}`, card: `${noun.a} du ${title}`, the: `le ${title}` };
}

type Opening = (place: FrenchPlace, noun: FrenchProductNoun) => string;

/** Neighbouring cards of a category take different openings; every opening names the place through `FrenchPlace`. */
const openings: Readonly<Record<CategoryKey, readonly [Opening, ...Opening[]]>> = {
  restaurants: [
    (place) => `Une table pour deux ${place.at} : des plats de saison, un bon verre de vin et personne ne fait la vaisselle.`,
    (place) => `Invitez quelqu'un à déjeuner ou à dîner ${place.at}, où la cuisine met à l'honneur les produits locaux.`,
    (place) => `Offrez une belle soirée ${place.at}. La personne choisit elle-même le jour, le menu et la compagnie.`,
  ],
  fashion: [
    (place, noun) => `Nouvelle saison, nouvelle pièce préférée : ${noun.this} s'utilise ${place.at} pour les vêtements et les accessoires.`,
    (place) => `Chacun trouve son style ${place.at}, des basiques du quotidien à la tenue des grandes occasions.`,
    (place) => `Acheter des vêtements pour quelqu'un d'autre n'est pas simple. Avec ${place.card}, chacun choisit sa taille.`,
  ],
  experiences: [
    (place) => `Offrez ${place.the} : une expérience dont on se souvient, plutôt qu'un objet de plus sur l'étagère.`,
    (place) => `Une aventure à partager : avec ${place.card}, la date se réserve au moment qui convient.`,
    (place) => `Pour qui préfère collectionner les souvenirs plutôt que les objets : ${place.card}.`,
  ],
  wellness: [
    (place) => `Un moment pour souffler ${place.at}, entre soins, massages et parenthèse de calme.`,
    (place) => `Faites plaisir avec une visite ${place.at} : la personne choisit le soin qui lui fait envie.`,
    (place) => `Repos et un peu de luxe ${place.at}, un cadeau qui dit : prends du temps pour toi.`,
  ],
  entertainment: [
    (place) => `Une soirée ${place.at} : la personne choisit la date et la séance.`,
    (place) => `Pour les cinéphiles, les joueurs et tous ceux qui aiment sortir : ${place.card}.`,
    (place) => `Une soirée de fous rires ${place.at}, en solo ou entre amis.`,
  ],
  books: [
    (place) => `Pour les lecteurs et les mélomanes : ${place.card}, à dépenser en livres, en albums ou dans ce coffret tant attendu.`,
    (place) => `Flâner ${place.at} et repartir avec l'histoire ou le disque que l'on attendait depuis longtemps.`,
    (place) => `Rien n'est plus personnel qu'un livre ou un disque choisi soi-même, ${place.at}.`,
  ],
  home: [
    (place) => `Faire d'une maison un vrai chez-soi avec ${place.card} : meubles, décoration et tout pour le jardin.`,
    (place) => `Pour un nouveau logement, un nouveau départ ou un jardin en fleurs : ${place.card}.`,
    (place) => `${capitalized(place.at)}, chacun choisit ce qui va avec son intérieur, de la nouvelle lampe aux plantes du balcon.`,
  ],
  sport: [
    (place, noun) => `Équipement, cours ou nouvelle paire de chaussures : ${noun.this} s'utilise ${place.at}.`,
    (place) => `Pour qui aime bouger, ${place.card} pour atteindre son prochain objectif.`,
    (place) => `Offrez un regain d'énergie avec ${place.card}, pour les débutants comme pour les sportifs confirmés.`,
  ],
  travel: [
    (place) => `Une nuit ${place.at} : une chambre confortable, un bon petit-déjeuner et le temps de découvrir les environs.`,
    (place) => `Offrez une escapade avec ${place.card}. La personne réserve elle-même les dates qui lui conviennent.`,
    (place) => `Pour qui mérite de changer d'air : un séjour ${place.at}.`,
  ],
  kids: [
    (place) => `Jouets, jeux et beaucoup de plaisir : les enfants choisissent eux-mêmes leur cadeau ${place.at}.`,
    (place) => `${capitalized(place.card)}, pour que les petits explorateurs choisissent ce qui les rend heureux.`,
    (place) => `Un anniversaire, un bon bulletin ou simplement pour le plaisir : une surprise ${place.at}.`,
  ],
  food: [
    (place) => `Une gourmandise ${place.at} : tout juste sortie du four, faite main et difficile à refuser.`,
    (place) => `Pour les gourmands, côté sucré comme côté salé : ${place.card}.`,
    (place) => `Goûter le meilleur ${place.at}, pour se faire plaisir ou pour partager.`,
  ],
  tech: [
    (place, noun) => `Du casque au nouveau jeu : ${noun.this} s'utilise ${place.at}.`,
    (place) => `Pour les gamers et les passionnés de high-tech, ${place.card} pour choisir soi-même les dernières nouveautés.`,
    (place) => `Pour compléter l'équipement d'un passionné : ${place.card}, pour les accessoires, les jeux et les appareils.`,
  ],
};

const IN_SHOP = 'À utiliser en magasin ou en ligne, en une seule fois ou en plusieurs achats.';

/** The closing sentence of each category's descriptions. */
function closings(noun: FrenchProductNoun): Readonly<Record<CategoryKey, string>> {
  return {
    restaurants: `Pensez à réserver votre table à l'avance en précisant que vous payez avec ${noun.a}.`,
    fashion: IN_SHOP,
    experiences: 'La date se réserve directement auprès de l\'organisateur.',
    wellness: `Réservez le soin à l'avance en précisant que vous payez avec ${noun.a}.`,
    entertainment: 'À utiliser à la caisse ou en ligne.',
    books: IN_SHOP,
    home: IN_SHOP,
    sport: IN_SHOP,
    travel: 'Le séjour se réserve directement auprès de l\'hôtel, selon les disponibilités.',
    kids: IN_SHOP,
    food: IN_SHOP,
    tech: IN_SHOP,
  };
}

function delivery({ variations }: GiftCardFacts, noun: FrenchProductNoun, { email }: FrenchRegionalWords): string {
  const [main, other] = variations;
  const { agree } = noun;
  const leavesSameDay = `${agree('commandé', 'commandée')} un jour ouvré avant 17 h, ${agree('il', 'elle')} part le jour même`;
  if (main === 'digital' && !other) {
    return `${capitalized(noun.the)} arrive par ${email} en moins d'une heure, ${agree('prêt', 'prête')} à imprimer ou à présenter sur un téléphone.`;
  }
  if (main === 'digital') return `Envoyez ${noun.the} par ${email} en moins d'une heure, ou par courrier en 1 à 3 jours ouvrés.`;
  if (!other) return `${capitalized(noun.the)} arrive par courrier en 1 à 3 jours ouvrés ; ${leavesSameDay}.`;
  return `${capitalized(noun.the)} arrive par courrier en 1 à 3 jours ouvrés (${leavesSameDay}), ou par ${email} en moins d'une heure.`;
}

export function describeGiftCardInFrench(card: GiftCardFacts, noun: FrenchProductNoun, words: FrenchRegionalWords): string {
  const opening = pickWording(openings[card.category], card.variant);
  return `${opening(frenchPlace(card.title, noun), noun)} ${delivery(card, noun, words)} ${closings(noun)[card.category]}`;
}

type SpecialProducts = Pick<LanguagePack, 'choiceCard' | 'blankPack' | 'donations' | 'apple' | 'wine'>;

/** The choice card, the blank pack, the donations and the special cards, named with the brand's product noun. */
export function frenchSpecialProducts(noun: FrenchProductNoun, { email }: FrenchRegionalWords): SpecialProducts {
  const { agree } = noun;
  return {
    choiceCard: {
      title: `${capitalized(noun.singular)} All-in-1 Choice`,
      description:
        `Vous ne savez pas ce qui lui ferait plaisir ? Offrez ${noun.the} All-in-1 Choice, ${agree('envoyé', 'envoyée')} par ${email} en moins d'une heure ou par courrier en 1 à 3 jours ouvrés. La personne l'active avec son numéro à 19 chiffres, puis l'échange contre ${agree('ceux', 'celles')} qui lui plaisent parmi plus de 150 ${noun.plural} : restaurants, mode, bien-être, sorties et bien plus.`,
    },
    blankPack: {
      title: `${capitalized(noun.plural)} vierges (lot de 3)`,
      description:
        `Trois ${noun.plural} vierges avec enveloppe, ${agree('vendus', 'vendues')} par lot de 3, à remplir vous-même. Inscrivez le montant et le message de votre choix, pour une tombola, une équipe ou un cadeau de dernière minute. ${agree('Envoyés', 'Envoyées')} par courrier en 1 à 3 jours ouvrés.`,
    },
    donations: [
      {
        title: 'Don à la Fondation des Enfants hospitalisés',
        description:
          `Offrez un don plutôt qu'${noun.a}. La totalité du montant va à la Fondation des Enfants hospitalisés, qui rend le séjour à l'hôpital un peu plus doux pour les enfants et leurs parents. La personne reçoit en moins d'une heure un ${email} l'informant qu'un don a été fait en son nom.`,
      },
      {
        title: 'Don pour des océans propres',
        description:
          `Soutenez le nettoyage des plages et des océans avec un don au nom d'un proche. La totalité du montant va aux équipes de nettoyage ; la personne reçoit en moins d'une heure un ${email} qui lui annonce votre cadeau.`,
      },
    ],
    apple: {
      // Apple's own name for its card, whatever the shop calls its products.
      title: 'Carte Cadeau Apple',
      /** `limit`: Apple's limit per order, formatted in the store's currency ('€500'). */
      description: (limit: string) =>
        `Une seule carte pour tout l'univers Apple : apps, jeux, musique, films, stockage iCloud et produits Apple. Elle arrive par ${email} en moins d'une heure ou par courrier en 1 à 3 jours ouvrés. Apple autorise au maximum ${limit} de cartes cadeaux Apple par commande.`,
    },
    wine: {
      title: `${capitalized(noun.singular)} Coffret de Vins`,
      description:
        `${capitalized(noun.a)} pour un coffret de bons vins : rouges, blancs ou bulles, c'est la personne qui choisit. Comme il contient du vin, le coffret est toujours envoyé en recommandé et remis contre signature à une personne de 18 ans ou plus.`,
    },
  };
}
