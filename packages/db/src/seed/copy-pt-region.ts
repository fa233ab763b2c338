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

export const brazilianPortuguese = respeller(BRAZIL);
