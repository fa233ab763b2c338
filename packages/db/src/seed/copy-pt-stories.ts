import type { BlogArticle, GivingMoment } from './language-pack.ts';

export const portugueseBlogArticles: readonly BlogArticle[] = [
  {
    topic: 'gift-ideas',
    title: '10 ideias de presentes de última hora',
    slug: 'ideias-presentes-ultima-hora',
    body: ({ shopName, productWord }) => `A festa é hoje à noite e ainda não tem nada? Não entre em pânico. Estas dez ideias funcionam mesmo quando as lojas já fecharam.

## 1. Um jantar fora
Um cartão de restaurante nunca falha: toda a gente come, e uma mesa para dois é ao mesmo tempo um presente e uma noite fora.

## 2. Uma tarde no spa
Para a amiga que nunca faz uma pausa. Uma massagem ou um dia no spa oferece tempo, o presente mais raro de todos.

## 3. Um dia diferente
Caiaque, escape room, um passeio de balão: as experiências ficam na memória muito depois de o papel de embrulho ir para o lixo.

## 4. Cinema ou teatro
Junte um bilhete escrito à mão com o filme ou o espetáculo que querem ver juntos.

## 5. Livros e música
Para quem gosta de ler, um cartão da livraria preferida deixa escolher o próximo livro.

## 6 a 10. Deixe-os escolher
Não tem a certeza? Com o cartão-presente All-in-1 Choice, quem o recebe escolhe entre mais de 150 ${productWord}. Na ${shopName}, os cartões digitais chegam por e-mail no prazo de 1 hora, por isso até um presente encomendado a caminho da festa chega a tempo. Junte uma embalagem digital e uma mensagem pessoal, e ninguém vai reparar que se atrasou.`,
  },
  {
    topic: 'choice-card',
    title: 'Como funciona o cartão-presente All-in-1 Choice',
    slug: 'como-funciona-cartao-presente-escolha',
    body: ({ shopName, productWord }) => `O cartão-presente All-in-1 Choice é o presente ideal para quem é difícil de surpreender. Oferece um valor; quem o recebe escolhe onde o gastar.

## Oferecer
Escolha um valor e envie o cartão por e-mail (no prazo de 1 hora) ou pelo correio (1 a 3 dias úteis). Se quiser, junte uma mensagem pessoal ou uma embalagem festiva.

## Escolher
Quem o recebe abre a página do cartão e ativa-o com o número de 19 dígitos. Depois escolhe um ou mais de entre mais de 150 ${productWord}: restaurantes, moda, bem-estar, passeios, livros e muito mais. O valor pode ser dividido por vários cartões.

## Usar
Os cartões escolhidos chegam por e-mail e usam-se como qualquer outro cartão-presente da ${shopName}. O que sobrar no cartão de escolha fica guardado para a próxima vez.

## Bom saber
A ativação pode demorar até 24 horas. Guarde bem o número do cartão: é a chave do saldo.`,
  },
  {
    topic: 'choosing-a-card',
    title: 'Como escolher o cartão-presente certo',
    slug: 'como-escolher-cartao-presente',
    body: ({ productWord }) => `Um cartão-presente só parece impessoal quando é escolhido à pressa. Com estas perguntas, acerta sempre.

## O que gosta de fazer ao fim de semana?
Quem passa os sábados a passear agradece uma experiência ao ar livre; quem prefere o sofá, um cartão de cinema ou de livraria.

## Come fora com frequência?
Um restaurante que a pessoa ainda não conhece é um convite para descobrir algo novo, de preferência acompanhada.

## Precisa de descansar?
Pais recentes, colegas com muito trabalho, amigos em mudança de casa: um spa ou uma massagem oferece o que lhes falta mais, tempo.

## Ainda tem dúvidas?
Nesse caso, deixe a escolha nas mãos de quem recebe. O cartão-presente All-in-1 Choice dá acesso a mais de 150 ${productWord}, e os cartões digitais chegam por e-mail no prazo de 1 hora.`,
  },
];

type MomentCopy = Pick<GivingMoment, 'key' | 'title' | 'heroTitle' | 'slug' | 'body'>;

export const portugueseGivingMoments: readonly MomentCopy[] = [
  {
    key: 'birthday', title: 'Cartões-presente de aniversário', heroTitle: 'Feliz aniversário! Ofereça um cartão-presente', slug: 'aniversario',
    body: ({ productWord }) => `Um presente de aniversário que acerta sempre: quem o recebe escolhe o que realmente quer. Escolha um restaurante preferido, uma loja de que gosta ou um passeio para celebrar mais um ano.

## Mesmo no dia
Os ${productWord} digitais chegam por e-mail no prazo de 1 hora, por isso até um cartão encomendado na manhã do aniversário chega a tempo. Junte uma embalagem de aniversário e uma mensagem pessoal.`,
  },
  {
    key: 'thank-you', title: 'Cartões-presente de agradecimento', heroTitle: 'Diga obrigado com um cartão-presente', slug: 'obrigado',
    body: ({ productWord }) => `Para a vizinha que deu de comer ao gato, o colega que o substituiu, a professora no fim do ano letivo: um pequeno gesto diz muito.

## Pequeno e pessoal
Escolha um café, um livro ou um jantar e escreva algumas palavras de agradecimento. Muitos ${productWord} começam num valor pequeno, para que um obrigado nunca pareça exagerado.`,
  },
  {
    key: 'wedding', title: 'Cartões-presente de casamento', heroTitle: 'O presente de casamento perfeito', slug: 'casamento',
    body: ({ productWord }) => `Muitos casais já têm tudo o que precisam para a casa. Ofereça-lhes algo para fazerem juntos: um fim de semana fora, um jantar a dois ou algo para a casa nova.

## De todo o grupo
Vai juntar dinheiro com amigos ou colegas? Escolha um valor mais alto ou combine vários ${productWord} numa caixa de presente, enviada pelo correio em 1 a 3 dias úteis.`,
  },
  {
    key: 'christmas', title: 'Cartões-presente de Natal', heroTitle: 'Presentes de Natal para todos', slug: 'natal',
    body: ({ productWord }) => `Do primo que só vê na noite de Natal à equipa inteira do trabalho: com ${productWord}, as compras de dezembro deixam de ser um stress.

## Encomende a tempo
Os cartões físicos chegam em 1 a 3 dias úteis; encomendados num dia útil antes das 17:00, são expedidos no mesmo dia. Na última semana antes do Natal, os cartões digitais são a escolha mais segura: chegam por e-mail no prazo de 1 hora.`,
  },
  {
    key: 'new-baby', title: 'Cartões-presente para o nascimento', heroTitle: 'Celebre a chegada do bebé', slug: 'nascimento',
    body: ({ productWord }) => `Os pais recentes recebem muitas roupinhas. Um cartão-presente deixa-os escolher aquilo de que precisam mesmo, ou oferece-lhes uma rara noite fora quando o bebé já dormir a noite inteira.

## Ideias para a nova família
Lojas de bebé e de brinquedos, uma refeição entregue em casa ou uma massagem para a mãe: ${productWord} para todas as necessidades das primeiras semanas, tão cheias.`,
  },
  {
    key: 'retirement', title: 'Cartões-presente para a reforma', heroTitle: 'Aproveite a reforma, bem merecida', slug: 'reforma',
    body: ({ productWord }) => `Depois de muitos anos de trabalho, chega finalmente o tempo para o que nunca houve tempo: viajar, cuidar do jardim, um novo passatempo.

## Um presente da equipa
Junte as contribuições de todos num único cartão para uma viagem, um campo de golfe ou um centro de jardinagem. As encomendas de ${productWord} para empresas podem ser pagas com fatura.`,
  },
];
