import type { CategoryKey } from './categories.ts';
import { pickWording, type GiftCardFacts } from './store-facts.ts';

type Opening = (title: string) => string;

/**
 * Each opening names the place as 'o cartão-presente {title}', so a name of any gender or number ('Tasca…',
 * 'Cinemas…') needs no article or contraction of its own. Neighbouring cards of a category take different openings.
 */
const openings: Readonly<Record<CategoryKey, readonly [Opening, ...Opening[]]>> = {
  restaurants: [
    (title) => `Uma mesa para dois com o cartão-presente ${title}: pratos da época, um bom copo de vinho e ninguém tem de lavar a louça.`,
    (title) => `Ofereça um almoço ou um jantar com o cartão-presente ${title}, numa cozinha que trabalha com produtos locais.`,
    (title) => `Uma noite fora de casa por conta do cartão-presente ${title}. Quem o recebe escolhe o dia, o menu e a companhia.`,
  ],
  fashion: [
    (title) => `Nova estação, nova peça preferida: o cartão-presente ${title} é usado em roupa e acessórios.`,
    (title) => `Com o cartão-presente ${title}, cada um escolhe o seu estilo, do básico do dia a dia a algo para uma ocasião especial.`,
    (title) => `Comprar roupa para outra pessoa é difícil. Com o cartão-presente ${title}, quem o recebe encontra o tamanho certo.`,
  ],
  experiences: [
    (title) => `Ofereça um dia para recordar com o cartão-presente ${title}: uma experiência em vez de mais um objeto na prateleira.`,
    (title) => `Uma aventura para partilhar: com o cartão-presente ${title}, quem o recebe marca a atividade na data que lhe convier.`,
    (title) => `Para quem prefere colecionar memórias em vez de coisas: o cartão-presente ${title}.`,
  ],
  wellness: [
    (title) => `Tempo para relaxar com o cartão-presente ${title}: tratamentos, massagens e um momento de calma.`,
    (title) => `Mime alguém com o cartão-presente ${title}: é quem o recebe que escolhe o tratamento que mais lhe apetece.`,
    (title) => `Descanso e um pouco de luxo com o cartão-presente ${title}, um presente que diz: tire um tempo para si.`,
  ],
  entertainment: [
    (title) => `Uma noite de espetáculo com o cartão-presente ${title}: quem o recebe escolhe a data e a sessão.`,
    (title) => `Para cinéfilos, fãs de jogos e todos os que gostam de uma boa noite fora: o cartão-presente ${title}.`,
    (title) => `Partilhe uma noite divertida com o cartão-presente ${title}, a sós ou com amigos.`,
  ],
  books: [
    (title) => `Para quem gosta de ler e de ouvir música: o cartão-presente ${title} serve para livros novos, discos ou aquela coleção tão esperada.`,
    (title) => `Com o cartão-presente ${title}, quem o recebe percorre as prateleiras e leva para casa a história ou o disco que tanto queria.`,
    (title) => `Nada é mais pessoal do que um livro ou um disco escolhido pelo próprio, com o cartão-presente ${title}.`,
  ],
  home: [
    (title) => `Faça de uma casa um lar com o cartão-presente ${title}: mobiliário, decoração e tudo para o jardim.`,
    (title) => `Para uma casa nova, um recomeço ou um jardim em flor: o cartão-presente ${title}.`,
    (title) => `Com o cartão-presente ${title}, cada um escolhe o que combina com a sua casa, de um candeeiro novo a plantas para a varanda.`,
  ],
  sport: [
    (title) => `Equipamento, aulas ou calçado novo: o cartão-presente ${title} serve para tudo isso.`,
    (title) => `Para quem gosta de se mexer, o cartão-presente ${title} ajuda a chegar ao próximo objetivo.`,
    (title) => `Dê uma dose extra de energia com o cartão-presente ${title}, para principiantes e atletas experientes.`,
  ],
  travel: [
    (title) => `Uma noite fora com o cartão-presente ${title}: um quarto confortável, um bom pequeno-almoço e tempo para explorar.`,
    (title) => `Ofereça uma pausa com o cartão-presente ${title}. Quem o recebe reserva as datas que lhe dão mais jeito.`,
    (title) => `Para quem merece mudar de ares: uma estadia com o cartão-presente ${title}.`,
  ],
  kids: [
    (title) => `Brinquedos, jogos e muita diversão: com o cartão-presente ${title}, as crianças escolhem o seu próprio presente.`,
    (title) => `O cartão-presente ${title}, para que os pequenos exploradores escolham o que os faz felizes.`,
    (title) => `Aniversários, boas notas ou só porque sim: um mimo com o cartão-presente ${title}.`,
  ],
  food: [
    (title) => `Algo delicioso com o cartão-presente ${title}: acabado de sair do forno, feito à mão e difícil de resistir.`,
    (title) => `Para quem gosta de comer bem, seja doce ou salgado: o cartão-presente ${title}.`,
    (title) => `Deixe que provem o melhor com o cartão-presente ${title}, para saborear a sós ou partilhar.`,
  ],
  tech: [
    (title) => `Dos auscultadores a um jogo novo: o cartão-presente ${title} serve para tudo isso.`,
    (title) => `Para gamers e fãs de tecnologia: com o cartão-presente ${title}, escolhem eles próprios as novidades.`,
    (title) => `Renove o equipamento de alguém com o cartão-presente ${title}, para acessórios, jogos e aparelhos.`,
  ],
};

const SPEND_ANYWHERE = 'Pode ser usado na loja ou online, de uma só vez ou em várias visitas.';

const closings: Readonly<Record<CategoryKey, string>> = {
  restaurants: 'Reserve mesa com antecedência e mencione o cartão-presente ao fazer a reserva.',
  fashion: SPEND_ANYWHERE,
  experiences: 'Quem o recebe marca a data diretamente com o organizador.',
  wellness: 'Marque o tratamento com antecedência e mencione o cartão-presente.',
  entertainment: 'Pode ser usado na bilheteira ou online.',
  books: SPEND_ANYWHERE,
  home: SPEND_ANYWHERE,
  sport: SPEND_ANYWHERE,
  travel: 'A estadia é reservada diretamente com o hotel, sujeita a disponibilidade.',
  kids: SPEND_ANYWHERE,
  food: SPEND_ANYWHERE,
  tech: SPEND_ANYWHERE,
};

function delivery({ variations }: GiftCardFacts): string {
  const [main, other] = variations;
  if (main === 'digital' && !other) return 'O cartão-presente chega por e-mail no prazo de 1 hora, pronto a imprimir ou a mostrar no smartphone.';
  if (main === 'digital') return 'Envie o cartão-presente por e-mail no prazo de 1 hora, ou como cartão pelo correio em 1 a 3 dias úteis.';
  if (!other) return 'O cartão-presente segue pelo correio em 1 a 3 dias úteis; encomendado num dia útil antes das 17:00, é expedido no mesmo dia.';
  return 'O cartão-presente segue pelo correio em 1 a 3 dias úteis (encomendado num dia útil antes das 17:00, é expedido no mesmo dia) ou por e-mail no prazo de 1 hora.';
}

export function describeGiftCardInPortuguese(card: GiftCardFacts): string {
  const opening = pickWording(openings[card.category], card.variant);
  return `${opening(card.title)} ${delivery(card)} ${closings[card.category]}`;
}

export const portugueseSpecialProducts = {
  choiceCard: {
    title: 'Cartão-presente All-in-1 Choice',
    description:
      'Não sabe do que gosta? Com o cartão-presente All-in-1 Choice, quem o recebe escolhe entre mais de 150 cartões-presente: restaurantes, moda, bem-estar, passeios e muito mais. Ativa-se com o número de 19 dígitos e troca-se por um ou mais cartões. Chega por e-mail no prazo de 1 hora ou pelo correio em 1 a 3 dias úteis.',
  },
  blankPack: {
    title: 'Cartões-presente em branco (conjunto de 3)',
    description:
      'Três cartões-presente em branco com envelope, vendidos em conjunto de 3, para preencher à sua maneira. Escreva o valor e a mensagem que quiser, para um sorteio, uma equipa ou um presente de última hora. Enviados pelo correio em 1 a 3 dias úteis.',
  },
  donations: [
    {
      title: 'Doação à Fundação das Crianças',
      description:
        'Ofereça uma doação em vez de um cartão-presente. O valor total reverte para a Fundação das Crianças, que torna mais fácil a estadia no hospital de crianças e pais. A pessoa presenteada recebe, no prazo de 1 hora, um e-mail a informar que foi feita uma doação em seu nome.',
    },
    {
      title: 'Doação para a Limpeza dos Oceanos',
      description:
        'Apoie a limpeza de praias e oceanos com uma doação em nome de alguém. O valor total vai para as equipas de limpeza; a pessoa presenteada recebe, no prazo de 1 hora, um e-mail sobre o seu gesto.',
    },
  ],
  apple: {
    title: 'Cartão-presente Apple',
    /** `limit`: Apple's limit per order, formatted in the store's currency ('€500'). */
    description: (limit: string) =>
      `Um cartão para tudo o que é Apple: apps, jogos, música, filmes, armazenamento iCloud e produtos Apple. Chega por e-mail no prazo de 1 hora ou pelo correio em 1 a 3 dias úteis. A Apple permite no máximo ${limit} em cartões-presente Apple por encomenda.`,
  },
  wine: {
    title: 'Cartão-presente Caixa de Vinhos',
    description:
      'Um cartão-presente para uma caixa de bons vinhos, escolhidos por quem o recebe entre tintos, brancos e espumantes. Como contém vinho, é sempre enviado por correio registado e entregue contra assinatura, apenas a maiores de 18 anos.',
  },
} as const;
