import { regionalRespelling } from '@shop/i18n';
import { respeller, type Respelling } from '@shop/i18n/respelling';

/**
 * The words Brazil writes otherwise in the Portuguese texts, which are written for Portugal: the Brazilian store's
 * products, stories and menus read them respelled (its information pages are written for Brazil in full:
 * copy-pt-br-information.ts), with the words its storefront uses (pedido, equipe, celular, contato).
 */
const BRAZIL: readonly Respelling[] = [
  ['numa', 'em uma'],
  ['num', 'em um'],
  ['pequeno-almoço', 'café da manhã'],
  ['equipa', 'equipe'],
  ['correio registado', 'envio registrado'],
  ['registado', 'registrado'],
  ['registada', 'registrada'],
  ['expedido', 'enviado'],
  ['expedida', 'enviada'],
  ['por encomenda', 'por pedido'],
  ['as encomendas de', 'os pedidos de'],
  ['para empresas podem ser pagas com fatura', 'para empresas podem ser pagos com faturamento'],
  ['contacto', 'contato'],
  ['telemóvel', 'celular'],
  ['telemóveis', 'celulares'],
  ['desporto', 'esporte'],
  ['desporto-ar-livre', 'esporte-ar-livre'],
  ['eletrónica', 'eletrônica'],
  ['tasca', 'boteco'],
  ['churrasqueira', 'churrascaria'],
  ['quinta', 'pousada'],
  ['mercearia fina', 'empório'],
  ['bowling', 'boliche'],
  ['no prazo de', 'em até'],
  ['encomende com fatura', 'peça com faturamento'],
  ['escolhem entre', 'quem recebe escolhe entre'],
  ['partilhar', 'compartilhar'],
  ['partilhe', 'compartilhe'],
  ['bilheteira', 'bilheteria'],
  ['toda a gente', 'todo mundo'],
  ['tem a certeza', 'tem certeza'],
  ['tem de', 'precisa'],
  ['que mais lhe apetece', 'de que mais gosta'],
  ['tire um tempo para si', 'tire um tempo para você'],
  ['onde o gastar', 'onde gastá-lo'],
  ['ao fim de semana', 'no fim de semana'],
  ['precisa de descansar', 'precisa descansar'],
  // Brazil writes a gerund where Portugal writes 'a' and the infinitive.
  ['pronto a imprimir ou a mostrar', 'pronto para imprimir ou mostrar'],
  ['um e-mail a informar', 'um e-mail informando'],
  ['passa os sábados a passear', 'passa os sábados passeando'],
];

/** The words Mexico writes otherwise, as its storefront does (agregar, celular, monto, llenar). */
const MEXICO: readonly Respelling[] = [
  ['añade', 'agrega'],
  ['añadir', 'agregar'],
  ['móvil', 'celular'],
  ['importe', 'monto'],
  ['cine y ocio', 'cine y entretenimiento'],
  ['en pack de', 'en paquete de'],
  ['para rellenar', 'para llenar'],
];

/**
 * What Québec writes otherwise, as its storefront does: working days, customer service, taxes, the weekend, and the
 * meals (Québec's déjeuner, dîner and souper are France's petit-déjeuner, déjeuner and dîner).
 */
const QUEBEC: readonly Respelling[] = [
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
];

/** Austria pays 'an der Kassa' (its storefront's checkout is the Kassa). */
const AUSTRIA: readonly Respelling[] = [['an der kasse', 'an der kassa']];

/** The words only the store copy needs: the storefront catalogs write these in their own overlays. */
const STORE_COPY_WORDS: Readonly<Record<string, (text: string) => string>> = {
  'pt-BR': respeller(BRAZIL),
  'es-MX': respeller(MEXICO),
  'fr-CA': respeller(QUEBEC),
  'de-AT': respeller(AUSTRIA),
};

/**
 * How a store's locale reads its language's seeded texts, if it reads them otherwise than as written: the store copy's
 * own words, then the rule its storefront catalog has for the whole language (en-US, en-CA, de-CH, Québec's typography:
 * `regionalRespelling` of @shop/i18n), so a store's pages and its interface write alike.
 */
export function storeCopyRespelling(locale: string): ((text: string) => string) | undefined {
  const words = Object.hasOwn(STORE_COPY_WORDS, locale) ? STORE_COPY_WORDS[locale] : undefined;
  const language = regionalRespelling(locale);
  if (words && language) return (text) => language(words(text));
  return words ?? language;
}
