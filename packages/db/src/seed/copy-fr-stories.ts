import type { FrenchProductNoun } from './copy-fr-noun.ts';
import type { FrenchRegionalWords } from './copy-fr-region.ts';
import type { BlogArticle, GivingMoment } from './language-pack.ts';
import { slugify } from './slug.ts';
import { capitalized } from './text-case.ts';

export function frenchBlogArticles({ singular, plural, a, the, agree }: FrenchProductNoun, { email }: FrenchRegionalWords): readonly BlogArticle[] {
  const howTheChoiceCardWorks = `Comment fonctionne ${the} All-in-1 Choice`;
  return [
    {
      topic: 'gift-ideas',
      title: '10 idées cadeaux de dernière minute',
      slug: 'idees-cadeaux-derniere-minute',
      body: ({ shopName }) => `La fête, c'est ce soir et vous n'avez toujours rien ? Pas de panique. Ces dix idées fonctionnent même quand les magasins sont déjà fermés.

## 1. Un dîner au restaurant
On ne se trompe jamais avec ${a} de restaurant : tout le monde mange, et une table pour deux est à la fois un cadeau et une soirée.

## 2. Un après-midi au spa
Pour l'amie qui ne s'arrête jamais. Un massage ou une journée au spa offre du temps, le plus rare des cadeaux.

## 3. Une sortie
Kayak, escape game, vol en montgolfière : on se souvient des expériences bien après que le papier cadeau a disparu.

## 4. Cinéma ou théâtre
Ajoutez un petit mot manuscrit avec le film ou la pièce que vous aimeriez voir ensemble.

## 5. Livres et musique
Avec ${a} de sa librairie préférée, un lecteur choisit lui-même son prochain livre.

## 6 à 10. Laissez-les choisir
Vous hésitez ? Avec ${the} All-in-1 Choice, la personne choisit parmi plus de 150 ${plural}. Chez ${shopName}, les cadeaux numériques arrivent par ${email} en moins d'une heure : même commandé sur le chemin de la fête, votre cadeau arrive à temps. Ajoutez un emballage numérique et un message personnel, et personne ne saura que vous étiez en retard.`,
    },
    {
      topic: 'choice-card',
      title: howTheChoiceCardWorks,
      slug: slugify(howTheChoiceCardWorks),
      body: ({ shopName }) => `${capitalized(the)} All-in-1 Choice est le cadeau idéal pour les personnes à qui l'on ne sait jamais quoi offrir. Vous offrez un montant ; elles choisissent où le dépenser.

## L'offrir
Choisissez un montant et envoyez-${agree('le', 'la')} par ${email} (en moins d'une heure) ou par courrier (1 à 3 jours ouvrés). Ajoutez si vous le souhaitez un message personnel ou un emballage festif.

## Choisir
La personne active ${the} avec son numéro à 19 chiffres. Elle choisit ensuite ${agree('un ou plusieurs', 'une ou plusieurs')} des plus de 150 ${plural} : restaurants, mode, bien-être, sorties, livres et bien plus. Le montant peut être réparti sur plusieurs d'entre ${agree('eux', 'elles')}.

## L'utiliser
${capitalized(agree('ceux', 'celles'))} qu'elle a ${agree('choisis', 'choisies')} arrivent par ${email} et s'utilisent comme n'importe ${agree('quel', 'quelle')} autre ${singular} ${shopName}. Le solde non utilisé reste sur ${the} All-in-1 Choice pour la prochaine fois.

## Bon à savoir
L'activation peut prendre jusqu'à 24 heures. Conservez bien le numéro de carte : c'est la clé du solde.`,
    },
    {
      topic: 'dining',
      title: 'Offrir un restaurant : comment choisir la bonne adresse',
      slug: 'offrir-un-restaurant',
      body: () => `Un dîner au restaurant fait partie des plus beaux cadeaux. Quelle adresse pour quelle personne ? Voici ce qu'il faut regarder au moment de choisir.

## Pour une soirée en amoureux
Des bougies, une carte courte et une belle sélection de vins : un petit bistrot dans une rue calme est imbattable pour un anniversaire de rencontre.

## Pour les fins gourmets
Des chefs qui cuisinent les produits des fermes et des producteurs de la région. Privilégiez les menus de saison, qui changent toutes les quelques semaines.

## Pour un groupe
Une brasserie animée ou une table à partager convient le mieux à un anniversaire entre amis. Le week-end, pensez à réserver tôt.

## L'offrir
Les ${plural} pour les restaurants arrivent par ${email} en moins d'une heure : de quoi offrir un excellent cadeau de dernière minute. Rappelez à la personne de réserver une table et de préciser qu'elle paiera avec ${a}.`,
    },
  ];
}

type MomentCopy = Pick<GivingMoment, 'key' | 'title' | 'heroTitle' | 'slug' | 'body'>;

export function frenchGivingMoments({ plural, a, agree }: FrenchProductNoun, { email }: FrenchRegionalWords): readonly MomentCopy[] {
  const occasionTitle = (occasion: string) => `${capitalized(plural)} ${occasion}`;
  return [
    {
      key: 'birthday', title: occasionTitle('anniversaire'), heroTitle: `Joyeux anniversaire ! Offrez ${a} qui fait plaisir`, slug: 'anniversaire',
      body: () => `Un cadeau d'anniversaire qui tombe toujours juste : la personne choisit ce qu'elle veut vraiment. Un restaurant préféré, une boutique adorée ou une sortie pour fêter une nouvelle année.

## Le jour J
Les ${plural} numériques arrivent par ${email} en moins d'une heure : même commandé le matin de l'anniversaire, votre cadeau arrive à temps. Ajoutez un emballage anniversaire et un message personnel.`,
    },
    {
      key: 'thank-you', title: occasionTitle('merci'), heroTitle: `Dites merci avec ${a}`, slug: 'merci',
      body: () => `Pour la voisine qui a nourri le chat, le collègue qui vous a remplacé, la maîtresse en fin d'année : un petit geste en dit long.

## Petit et personnel
Choisissez un café, un livre ou un dîner et ajoutez quelques mots de remerciement. Beaucoup de ${plural} existent dès un petit montant : un merci n'est jamais de trop.`,
    },
    {
      key: 'wedding', title: occasionTitle('mariage'), heroTitle: 'Le cadeau de mariage idéal', slug: 'mariage',
      body: () => `Les jeunes mariés ont souvent déjà tout pour la maison. Offrez-leur un moment à deux : un week-end, un dîner en amoureux ou quelque chose de beau pour leur nouveau chez-eux.

## Un cadeau commun
Vous vous cotisez entre amis ou entre collègues ? Choisissez un montant plus élevé ou réunissez plusieurs ${plural} dans un coffret, livré par courrier en 1 à 3 jours ouvrés.`,
    },
    {
      key: 'christmas', title: occasionTitle('Noël'), heroTitle: 'Des cadeaux de Noël pour toute votre liste', slug: 'noel',
      body: () => `Du cousin que vous ne voyez qu'à Noël à toute l'équipe du bureau : les ${plural} enlèvent le stress des achats de décembre.

## Commandez à temps
Les ${plural} physiques arrivent en 1 à 3 jours ouvrés ; ${agree('commandés', 'commandées')} un jour ouvré avant 17 h, ${agree('ils', 'elles')} partent le jour même. La dernière semaine avant Noël, les versions numériques sont le choix le plus sûr : elles arrivent par ${email} en moins d'une heure.`,
    },
    {
      key: 'new-baby', title: occasionTitle('naissance'), heroTitle: 'Bienvenue au nouveau-né', slug: 'naissance',
      body: () => `Les jeunes parents reçoivent beaucoup de tout petits vêtements. ${capitalized(a)} leur permet de choisir ce dont ils ont vraiment besoin, ou de s'offrir une soirée dès que bébé fait ses nuits.

## Des idées pour la nouvelle famille
Magasins de puériculture et de jouets, repas livré à domicile ou massage pour la jeune maman : des ${plural} pour tout ce que demandent ces premières semaines bien remplies.`,
    },
    {
      key: 'mothers-day', title: occasionTitle('fête des Mères'), heroTitle: 'Pour la fête des Mères, un cadeau qu\'elle choisit', slug: 'fete-des-meres',
      body: () => `Elle mérite plus qu'un bouquet : un moment rien que pour elle. Un soin au spa, un déjeuner au restaurant ou une après-midi dans sa librairie préférée, c'est elle qui choisit.

## Même à la dernière minute
Les ${plural} numériques arrivent par ${email} en moins d'une heure, même le dimanche matin de la fête. Ajoutez un message personnel : c'est souvent ce qu'elle garde le plus longtemps.`,
    },
  ];
}
