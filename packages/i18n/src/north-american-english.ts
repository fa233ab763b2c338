import { respeller, type Respelling } from './respelling.ts';

/**
 * The words English writes differently in North America. The shop's English is written as Ireland and Britain write
 * it; the United States and Canada read it respelled, the storefront's catalogs (en-US, en-CA over en-IE) and the seeded
 * store copy alike: 'email', 'cart', 'by mail', 'business days' in both countries, and American spelling and words
 * ('center', 'favorite', 'movies', 'certified mail', '5:00 PM') in the United States only (Canada keeps British spelling).
 */
const NORTH_AMERICA: readonly Respelling[] = [
  ['e-mail', 'email'],
  ['registered post', 'registered mail'],
  ['by post', 'by mail'],
  ['working day', 'business day'],
  ['basket', 'cart'],
  ['letterbox', 'mailbox'],
  ['at the till', 'at the register'],
  ['dispatched', 'shipped'],
  ['before dispatch', 'before shipping'],
  ['mum', 'mom'],
];

const CANADA: readonly Respelling[] = [...NORTH_AMERICA, ['vat', 'GST/HST'], ['before 17:00', 'before 5 p.m.']];

const UNITED_STATES: readonly Respelling[] = [
  ...NORTH_AMERICA,
  ['centre', 'center'],
  ['theatre', 'theater'],
  ['favourite', 'favorite'],
  ['neighbour', 'neighbor'],
  ['neighbourhood', 'neighborhood'],
  ['organiser', 'organizer'],
  ['cancelling', 'canceling'],
  ['cancelled', 'canceled'],
  ['bookshop', 'bookstore'],
  // The noun, not the verb ('Why shop with us'), and not in names ('Trusted Shops', 'Bike Shop').
  ['the shop', 'the store'],
  ['our shop', 'our store'],
  ['this shop', 'this store'],
  ['a shop', 'a store'],
  ['shops, restaurants', 'stores, restaurants'],
  ['do the washing-up', 'do the dishes'],
  ['cinema & entertainment', 'movies & entertainment'],
  ['cinema or theatre', 'movies or theater'],
  ['film lovers', 'movie lovers'],
  ['the film or show', 'the movie or show'],
  ['music, films', 'music, movies'],
  ['sport & outdoor', 'sports & outdoors'],
  ['before 17:00', 'before 5:00 PM'],
  ['registered post', 'certified mail'],
  ['vat', 'sales tax'],
];

export const americanEnglish = respeller(UNITED_STATES);
export const canadianEnglish = respeller(CANADA);

