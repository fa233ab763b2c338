import { portugueseInformationBody } from './copy-pt-information.ts';
import { describeGiftCardInPortuguese, portugueseSpecialProducts } from './copy-pt-products.ts';
import { portugueseBlogArticles, portugueseGivingMoments } from './copy-pt-stories.ts';
import { brazilianInformationBody } from './copy-pt-br-information.ts';
import type { LanguagePack } from './language-pack.ts';

/** Written for Portugal, in the 'o seu' register the storefront uses. */
export const portuguese: LanguagePack = {
  categories: {
    restaurants: { title: 'Restaurantes', slug: 'restaurantes' },
    fashion: { title: 'Moda', slug: 'moda' },
    experiences: { title: 'Experiências', slug: 'experiencias' },
    wellness: { title: 'Bem-estar e Beleza', slug: 'bem-estar-beleza' },
    entertainment: { title: 'Cinema e Lazer', slug: 'cinema-lazer' },
    books: { title: 'Livros e Música', slug: 'livros-musica' },
    home: { title: 'Casa e Jardim', slug: 'casa-jardim' },
    sport: { title: 'Desporto e Ar Livre', slug: 'desporto-ar-livre' },
    travel: { title: 'Hotéis e Viagens', slug: 'hoteis-viagens' },
    kids: { title: 'Crianças e Brinquedos', slug: 'criancas-brinquedos' },
    food: { title: 'Comida e Bebida', slug: 'comida-bebida' },
    tech: { title: 'Eletrónica e Gaming', slug: 'eletronica-gaming' },
  },
  formats: {
    restaurants: ['Restaurante {stem}', 'Tasca {stem}', 'Churrasqueira {stem}'],
    fashion: ['{stem} Moda', 'Boutique {stem}', '{stem} Homem'],
    experiences: ['Passeio de balão {stem}', 'Escape room {stem}', 'Passeios de caiaque {stem}'],
    wellness: ['Spa {stem}', 'Salão de beleza {stem}', 'Massagens {stem}'],
    entertainment: ['Cinemas {stem}', 'Teatro {stem}', 'Bowling {stem}'],
    books: ['Livraria {stem}', 'Discos {stem}', 'Loja de música {stem}'],
    home: ['Decoração {stem}', 'Centro de jardinagem {stem}', '{stem} Casa'],
    sport: ['Desporto {stem}', 'Clube de golfe {stem}', 'Bicicletas {stem}'],
    travel: ['Hotel {stem}', 'Quinta {stem}', 'Escapadinhas {stem}'],
    kids: ['Brinquedos {stem}', 'Parque infantil {stem}', 'Clube {stem} Kids'],
    food: ['Padaria {stem}', 'Chocolataria {stem}', 'Mercearia fina {stem}'],
    tech: ['Eletrónica {stem}', 'Gaming {stem}', 'Telemóveis {stem}'],
  },
  types: {
    digital: 'Cartão-presente digital',
    physical: 'Cartão-presente físico',
    experience: 'Experiência',
    donation: 'Doação',
    choice: 'Cartão-presente à escolha',
  },
  describe: describeGiftCardInPortuguese,
  ...portugueseSpecialProducts,
  labels: ['Popular', 'Novo', 'Mais vendido', 'Mais bem avaliado'],
  externalLinkTitle: 'Visitar o site',
  givingMoments: portugueseGivingMoments,
  informationPages: {
    delivery: { title: 'Entrega' },
    'cancelation-policy': { title: 'Política de cancelamento' },
    'terms-conditions': { title: 'Termos e condições' },
    cookies: { title: 'Cookies' },
    'cookies-privacy-statement': { title: 'Cookies e privacidade' },
    contact: { title: 'Contacto' },
  },
  informationBody: portugueseInformationBody,
  blogArticles: portugueseBlogArticles,
  landingPages: [
    { title: 'Cartões-presente para professores', slug: 'presentes-professores' },
    { title: 'Cartões-presente para colaboradores', slug: 'presentes-colaboradores' },
  ],
  business: { title: 'Cartões-presente para empresas' },
  extras: {
    WRAPPER: ['Capa de presente de aniversário', 'Capa de presente festiva', 'Capa de presente dourada clássica'],
    DIGITAL_WRAPPER: ['Embalagem digital com confetes', 'Embalagem digital com balões', 'Embalagem digital com corações'],
    GIFT_PACKING: ['Caixa de presente', 'Caixa de presente de luxo com fita'],
    PERSONAL_MESSAGE: ['Cartão com mensagem pessoal'],
  },
  fees: { perOrder: 'Taxa de serviço', perPhysicalPackage: 'Taxa de embalagem' },
  home: {
    mostChosen: 'Os mais escolhidos',
    categories: 'Categorias populares',
    givingMoments: 'Ocasiões',
    viewAll: (word) => `Ver todos os ${word}`,
  },
  popularTerms: ['Restaurante', 'Spa', 'Cinema', 'Apple'],
  highlighted: [
    { title: 'Cartão-presente All-in-1 Choice', description: 'Escolhem entre mais de 150 cartões-presente.' },
    { title: 'Presentes para empresas', description: 'Encomende com fatura e receba um orçamento no prazo de 1 hora.' },
  ],
};

/** The Brazilian store's texts: Portugal's, with information pages written for Brazil (its words: region-respellings.ts). */
const brazilian: LanguagePack = { ...portuguese, informationBody: brazilianInformationBody };

/** The Portuguese texts for a store's locale: Brazil's information pages, or Portugal's. */
export function portugueseFor(locale: string): LanguagePack {
  return locale.toLowerCase() === 'pt-br' ? brazilian : portuguese;
}
