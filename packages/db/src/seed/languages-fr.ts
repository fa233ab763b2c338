import { frenchInformationBody } from './copy-fr-information.ts';
import { frenchProductNoun } from './copy-fr-noun.ts';
import { frenchRegionalWords } from './copy-fr-region.ts';
import { describeGiftCardInFrench, frenchSpecialProducts } from './copy-fr-products.ts';
import { frenchBlogArticles, frenchGivingMoments } from './copy-fr-stories.ts';
import type { LanguagePack, ProductNoun } from './language-pack.ts';
import { capitalized } from './text-case.ts';

/**
 * The French texts for a brand's product noun ('chèque-cadeau' in France, 'carte-cadeau' in Québec) and a store's
 * locale: the articles and agreements around the noun follow its gender, and Québec writes 'courriel' for 'e-mail' (its
 * other words and typography: region-respellings.ts). Every title format starts with a noun `frenchPlace` knows, or
 * reads as a shop name ('Marlowe Mode').
 */
export function frenchFor(productNoun: ProductNoun, locale: string): LanguagePack {
  const noun = frenchProductNoun(productNoun);
  const words = frenchRegionalWords(locale);
  const { singular, plural, agree } = noun;
  return {
    categories: {
      restaurants: { title: 'Restaurants', slug: 'restaurants' },
      fashion: { title: 'Mode', slug: 'mode' },
      experiences: { title: 'Expériences', slug: 'experiences' },
      wellness: { title: 'Bien-être & Beauté', slug: 'bien-etre-beaute' },
      entertainment: { title: 'Cinéma & Sorties', slug: 'cinema-sorties' },
      books: { title: 'Livres & Musique', slug: 'livres-musique' },
      home: { title: 'Maison & Jardin', slug: 'maison-jardin' },
      sport: { title: 'Sport & Plein air', slug: 'sport-plein-air' },
      travel: { title: 'Hôtels & Voyages', slug: 'hotels-voyages' },
      kids: { title: 'Enfants & Jouets', slug: 'enfants-jouets' },
      food: { title: 'Gastronomie', slug: 'gastronomie' },
      tech: { title: 'High-tech & Jeux vidéo', slug: 'high-tech-jeux-video' },
    },
    formats: {
      restaurants: ['Restaurant {stem}', 'Bistrot {stem}', 'Brasserie {stem}'],
      fashion: ['{stem} Mode', 'Boutique {stem}', '{stem} Homme'],
      experiences: ['Vol en montgolfière {stem}', 'Escape game {stem}', 'Balade en kayak {stem}'],
      wellness: ['Spa {stem}', 'Institut de beauté {stem}', 'Salon de massage {stem}'],
      entertainment: ['Cinémas {stem}', 'Théâtre {stem}', 'Bowling {stem}'],
      books: ['Librairie {stem}', 'Disquaire {stem}', 'Magasin de musique {stem}'],
      home: ['Maison {stem}', 'Jardinerie {stem}', '{stem} Déco'],
      sport: ['{stem} Sport', 'Golf {stem}', 'Atelier vélo {stem}'],
      travel: ['Hôtel {stem}', 'Domaine {stem}', '{stem} Escapades'],
      kids: ['{stem} Jouets', 'Parc de jeux {stem}', '{stem} Club Enfants'],
      food: ['Boulangerie {stem}', 'Chocolaterie {stem}', 'Épicerie fine {stem}'],
      tech: ['{stem} Électronique', '{stem} Gaming', '{stem} Mobile'],
    },
    types: {
      digital: `${capitalized(singular)} numérique`,
      physical: `${capitalized(singular)} physique`,
      experience: 'Expérience',
      donation: 'Don',
      choice: `${capitalized(singular)} au choix`,
    },
    describe: (card) => describeGiftCardInFrench(card, noun, words),
    ...frenchSpecialProducts(noun, words),
    labels: ['Populaire', agree('Nouveau', 'Nouvelle'), 'Meilleure vente', agree('Très bien noté', 'Très bien notée')],
    externalLinkTitle: 'Voir le site',
    givingMoments: frenchGivingMoments(noun, words),
    informationPages: {
      delivery: { title: 'Livraison' },
      'cancelation-policy': { title: 'Politique d\'annulation' },
      'terms-conditions': { title: 'Conditions générales' },
      cookies: { title: 'Cookies' },
      'cookies-privacy-statement': { title: 'Cookies et confidentialité' },
      contact: { title: 'Contact' },
    },
    informationBody: (page, facts) => frenchInformationBody(page, facts, noun, words),
    blogArticles: frenchBlogArticles(noun, words),
    landingPages: [
      { title: `${capitalized(plural)} pour les enseignants`, slug: 'cadeaux-enseignants' },
      { title: `${capitalized(plural)} pour les salariés`, slug: 'cadeaux-salaries' },
    ],
    business: { title: `${capitalized(plural)} pour entreprises` },
    extras: {
      WRAPPER: ['Pochette cadeau anniversaire', 'Pochette cadeau festive', 'Pochette cadeau dorée classique'],
      DIGITAL_WRAPPER: ['Emballage numérique confettis', 'Emballage numérique ballons', 'Emballage numérique cœurs'],
      GIFT_PACKING: ['Boîte cadeau', 'Coffret cadeau de luxe avec ruban'],
      PERSONAL_MESSAGE: ['Carte avec message personnel'],
    },
    fees: { perOrder: 'Frais de service', perPhysicalPackage: 'Frais d\'emballage' },
    home: {
      mostChosen: agree('Les plus choisis', 'Les plus choisies'),
      categories: 'Catégories populaires',
      givingMoments: 'Moments pour offrir',
      viewAll: (word) => `Voir ${agree('tous', 'toutes')} les ${word}`,
    },
    popularTerms: ['Restaurant', 'Spa', 'Cinéma', 'All-in-1 Choice', 'Apple', 'Hôtel'],
    highlighted: [
      { title: `${capitalized(singular)} All-in-1 Choice`, description: `Plus de 150 ${plural} au choix.` },
      { title: 'Cadeaux d\'entreprise', description: 'Commandez sur facture et recevez un devis en moins d\'une heure.' },
    ],
  };
}
