import type { BlogArticle, GivingMoment } from './language-pack.ts';

export const frenchBlogArticles: readonly BlogArticle[] = [
  {
    topic: 'gift-ideas',
    title: '10 idées cadeaux de dernière minute',
    slug: 'idees-cadeaux-derniere-minute',
    body: ({ shopName, productWord }) => `La fête, c'est ce soir et vous n'avez toujours rien ? Pas de panique. Ces dix idées fonctionnent même quand les magasins sont déjà fermés.

## 1. Un dîner au restaurant
Une carte restaurant ne se trompe jamais : tout le monde mange, et une table pour deux est à la fois un cadeau et une soirée.

## 2. Un après-midi au spa
Pour l'amie qui ne s'arrête jamais. Un massage ou une journée au spa offre du temps, le plus rare des cadeaux.

## 3. Une sortie
Kayak, escape game, vol en montgolfière : on se souvient des expériences bien après que le papier cadeau a disparu.

## 4. Cinéma ou théâtre
Ajoutez un petit mot manuscrit avec le film ou la pièce que vous aimeriez voir ensemble.

## 5. Livres et musique
Avec une carte de sa librairie préférée, un lecteur choisit lui-même son prochain livre.

## 6 à 10. Laissez-les choisir
Vous hésitez ? Avec la carte cadeau All-in-1 Choice, la personne choisit parmi plus de 150 ${productWord}. Chez ${shopName}, les cartes numériques arrivent par e-mail en moins d'une heure : même commandé sur le chemin de la fête, votre cadeau arrive à temps. Ajoutez un emballage numérique et un message personnel, et personne ne saura que vous étiez en retard.`,
  },
  {
    topic: 'choice-card',
    title: 'Comment fonctionne la carte cadeau All-in-1 Choice',
    slug: 'comment-fonctionne-la-carte-cadeau-choice',
    body: ({ shopName, productWord }) => `La carte cadeau All-in-1 Choice est le cadeau idéal pour les personnes à qui l'on ne sait jamais quoi offrir. Vous offrez un montant ; elles choisissent où le dépenser.

## L'offrir
Choisissez un montant et envoyez la carte par e-mail (en moins d'une heure) ou par courrier (1 à 3 jours ouvrés). Ajoutez si vous le souhaitez un message personnel ou un emballage festif.

## Choisir
La personne ouvre la page de la carte et l'active avec son numéro à 19 chiffres. Elle choisit ensuite un ou plusieurs des plus de 150 ${productWord} : restaurants, mode, bien-être, sorties, livres et bien plus. Le montant peut être réparti sur plusieurs cartes.

## L'utiliser
Les cartes choisies arrivent par e-mail et s'utilisent comme n'importe quelle carte cadeau ${shopName}. Ce qui reste sur la carte au choix y reste pour la prochaine fois.

## Bon à savoir
L'activation peut prendre jusqu'à 24 heures. Conservez bien le numéro de carte : c'est la clé du solde.`,
  },
  {
    topic: 'dining',
    title: 'Offrir un restaurant : comment choisir la bonne adresse',
    slug: 'offrir-un-restaurant',
    body: ({ productWord }) => `Un dîner au restaurant fait partie des plus beaux cadeaux. Quelle adresse pour quelle personne ? Voici ce qu'il faut regarder au moment de choisir.

## Pour une soirée en amoureux
Des bougies, une carte courte et une belle sélection de vins : un petit bistrot dans une rue calme est imbattable pour un anniversaire de rencontre.

## Pour les fins gourmets
Des chefs qui cuisinent les produits des fermes et des producteurs de la région. Privilégiez les menus de saison, qui changent toutes les quelques semaines.

## Pour un groupe
Une brasserie animée ou une table à partager convient le mieux à un anniversaire entre amis. Le week-end, pensez à réserver tôt.

## L'offrir
Les ${productWord} pour les restaurants arrivent par e-mail en moins d'une heure : de quoi offrir un excellent cadeau de dernière minute. Rappelez à la personne de réserver une table et de préciser qu'elle paiera avec une carte cadeau.`,
  },
];

type MomentCopy = Pick<GivingMoment, 'key' | 'title' | 'heroTitle' | 'slug' | 'body'>;

export const frenchGivingMoments: readonly MomentCopy[] = [
  {
    key: 'birthday', title: 'Cartes cadeaux anniversaire', heroTitle: 'Joyeux anniversaire ! Offrez une carte cadeau qui fait plaisir', slug: 'anniversaire',
    body: ({ productWord }) => `Un cadeau d'anniversaire qui tombe toujours juste : la personne choisit ce qu'elle veut vraiment. Un restaurant préféré, une boutique adorée ou une sortie pour fêter une nouvelle année.

## Le jour J
Les ${productWord} numériques arrivent par e-mail en moins d'une heure, ou à la date que vous choisissez, pour que la carte soit dans la boîte de réception le matin de l'anniversaire. Ajoutez un emballage anniversaire et un message personnel.`,
  },
  {
    key: 'thank-you', title: 'Cartes cadeaux merci', heroTitle: 'Dites merci avec une carte cadeau', slug: 'merci',
    body: ({ productWord }) => `Pour la voisine qui a nourri le chat, le collègue qui vous a remplacé, la maîtresse en fin d'année : un petit geste en dit long.

## Petit et personnel
Choisissez un café, un livre ou un dîner et ajoutez quelques mots de remerciement. Beaucoup de ${productWord} existent dès un petit montant : un merci n'est jamais de trop.`,
  },
  {
    key: 'wedding', title: 'Cartes cadeaux mariage', heroTitle: 'Le cadeau de mariage idéal', slug: 'mariage',
    body: ({ productWord }) => `Les jeunes mariés ont souvent déjà tout pour la maison. Offrez-leur un moment à deux : un week-end, un dîner en amoureux ou quelque chose de beau pour leur nouveau chez-eux.

## Un cadeau commun
Vous vous cotisez entre amis ou entre collègues ? Choisissez un montant plus élevé ou réunissez plusieurs ${productWord} dans un coffret, livré par courrier en 1 à 3 jours ouvrés.`,
  },
  {
    key: 'christmas', title: 'Cartes cadeaux Noël', heroTitle: 'Des cadeaux de Noël pour toute votre liste', slug: 'noel',
    body: ({ productWord }) => `Du cousin que vous ne voyez qu'à Noël à toute l'équipe du bureau : les ${productWord} enlèvent le stress des achats de décembre.

## Commandez à temps
Les cartes physiques arrivent en 1 à 3 jours ouvrés ; commandées un jour ouvré avant 17 h, elles partent le jour même. La dernière semaine avant Noël, les cartes numériques sont le choix le plus sûr : elles arrivent par e-mail en moins d'une heure.`,
  },
  {
    key: 'new-baby', title: 'Cartes cadeaux naissance', heroTitle: 'Bienvenue au nouveau-né', slug: 'naissance',
    body: ({ productWord }) => `Les jeunes parents reçoivent beaucoup de tout petits vêtements. Une carte cadeau leur permet de choisir ce dont ils ont vraiment besoin, ou de s'offrir une soirée dès que bébé fait ses nuits.

## Des idées pour la nouvelle famille
Magasins de puériculture et de jouets, repas livré à domicile ou massage pour la jeune maman : des ${productWord} pour tout ce que demandent ces premières semaines bien remplies.`,
  },
  {
    key: 'mothers-day', title: 'Cartes cadeaux fête des Mères', heroTitle: 'Pour la fête des Mères, un cadeau qu\'elle choisit', slug: 'fete-des-meres',
    body: ({ productWord }) => `Elle mérite plus qu'un bouquet : un moment rien que pour elle. Un soin au spa, un déjeuner au restaurant ou une après-midi dans sa librairie préférée, c'est elle qui choisit.

## Même à la dernière minute
Les ${productWord} numériques arrivent par e-mail en moins d'une heure, même le dimanche matin de la fête. Ajoutez un message personnel : c'est souvent ce qu'elle garde le plus longtemps.`,
  },
];
