import type { InformationPageKey } from './language-pack.ts';
import { hoursInLocale, type HoursWording, type StoreFacts } from './store-facts.ts';

/** 'de segunda-feira a sexta-feira, das 09:00 às 17:30'. */
export const PORTUGUESE_HOURS: HoursWording = {
  range: (from, to) => `de ${from} a ${to}`,
  list: (days) => `${days.slice(0, -1).join(', ')} e ${days[days.length - 1] ?? ''}`,
  entry: (days, opens, closes) => `${days}, das ${opens} às ${closes}`,
};

/** Where shoppers complain about how their data is handled: Portugal's authority, or Brazil's for the Brazilian store. */
export function dataProtectionAuthority(country: string): string {
  return country === 'BR' ? 'Autoridade Nacional de Proteção de Dados (ANPD)' : 'Comissão Nacional de Proteção de Dados (CNPD)';
}

/** The law the terms are under, named for the company's country ('Aplica-se a lei portuguesa.'). */
export function governingLaw(country: string, legalName: string): string {
  const named: Readonly<Record<string, string>> = {
    PT: 'Aplica-se a lei portuguesa.',
    BR: 'Aplica-se a lei brasileira.',
  };
  return named[country] ?? `Aplica-se a lei do país onde a ${legalName} tem sede.`;
}

const pages: Readonly<Record<InformationPageKey, (facts: StoreFacts) => string>> = {
  contact: ({ shopName, organization, addressLines, locale }) => `Tem uma pergunta sobre uma encomenda, um cartão-presente ou uma entrega? O apoio ao cliente da ${shopName} tem todo o gosto em ajudar.

## Apoio ao cliente
E-mail: ${organization.email}
Telefone: ${organization.phone}
Horário: ${hoursInLocale(organization.businessHours, locale, PORTUGUESE_HOURS)} (exceto feriados)

## Tenha à mão
Indique o número da encomenda (está no e-mail de confirmação) e o endereço de e-mail com que fez a encomenda. Se a pergunta for sobre um cartão-presente, tenha também o número do cartão à mão. Assim encontramos a sua encomenda de imediato.

## Tempo de resposta
Respondemos aos e-mails no prazo de um dia útil, normalmente muito antes. Por telefone, ajudamos de imediato dentro do horário de atendimento. Perguntas sobre a utilização de um cartão-presente numa loja ou num restaurante devem ser feitas no próprio local: é lá que veem o saldo na caixa.

## Endereço postal
${addressLines.join('\n')}`,

  delivery: ({ shopName, productWord, registeredThreshold }) => `A ${shopName} envia os ${productWord} digitais por e-mail e os ${productWord} físicos pelo correio. Saiba quando chega a sua encomenda.

## Cartões-presente digitais
Os ${productWord} digitais são enviados por e-mail no prazo de 1 hora após o pagamento, de dia e de noite. Quem os recebe pode imprimi-los ou mostrá-los no smartphone.

## Cartões-presente físicos
Os ${productWord} físicos são entregues pelo correio em 1 a 3 dias úteis. As encomendas pagas num dia útil antes das 17:00 são expedidas no mesmo dia. Os envios para a caixa do correio chegam no dia de distribuição seguinte; se um cartão não tiver chegado ao fim de 5 dias úteis, avise-nos e nós averiguamos.

## Correio registado
As encomendas de valor superior a ${registeredThreshold}, e todas as encomendas com vinho, seguem por correio registado. A encomenda é entregue contra assinatura, por isso é preciso estar alguém em casa; o vinho só é entregue a maiores de 18 anos.

## Acompanhar a encomenda
Assim que a sua encomenda estiver a caminho, recebe um e-mail. As encomendas registadas incluem uma ligação para seguir o envio.`,

  'cancelation-policy': ({ shopName, productWord, organization }) => `Mudou de ideias? Saiba como funciona o cancelamento de uma encomenda na ${shopName}.

## Antes do envio
Pode cancelar uma encomenda gratuitamente enquanto esta não tiver sido enviada. Envie quanto antes um e-mail para ${organization.email} com o número da encomenda; reembolsamos o valor total no prazo de 14 dias, para a conta com que pagou.

## Cartões-presente digitais
Os ${productWord} digitais são enviados no prazo de 1 hora e podem ser usados de imediato. Depois de entregue, um cartão digital não pode ser devolvido, a não ser que ainda não tenha sido usado: nesse caso, anulamo-lo e reembolsamos o valor.

## Cartões-presente físicos
Pode devolver ${productWord} físicos por usar no prazo de 14 dias após a receção. Envie-os na embalagem original para o endereço indicado na nossa página de contacto, juntamente com o número da encomenda. Reembolsamos o valor dos cartões depois de os recebermos e verificarmos; os portes de devolução ficam a seu cargo.

## Cartões usados ou ativados
Os cartões já usados, total ou parcialmente, não podem ser cancelados. As taxas de serviço e de embalagem só são reembolsadas quando a encomenda inteira é cancelada antes do envio.`,

  'terms-conditions': ({ shopName, productWord, organization, addressLines }) => `A ${organization.legalName} gere a ${shopName}, e estes termos aplicam-se a todas as encomendas feitas na loja. Ao encomendar, aceita-os.

## Quem somos
${addressLines.join(', ')}. E-mail: ${organization.email}, telefone: ${organization.phone}.

## Encomendas e pagamento
A sua encomenda fica confirmada assim que recebermos o pagamento. Antes de pagar, vê o preço com as eventuais taxas de serviço e de embalagem incluídas. Os cartões-presente em si não estão sujeitos a imposto; as taxas e os extras, como a embalagem de presente, incluem os impostos aplicáveis.

## Utilizar um cartão-presente
A ${shopName} vende ${productWord} em nome das lojas, restaurantes e organizadores que os aceitam. O cartão é usado junto deles, segundo as suas próprias condições; a data de validade está impressa em cada cartão. Um cartão pode ser usado de uma só vez ou em várias vezes, até se esgotar o saldo. Cartões perdidos ou roubados não podem ser substituídos, a não ser que ainda não tenham sido usados e que tenha o número do cartão.

## Entrega
Os cartões digitais são enviados no prazo de 1 hora; os físicos chegam em 1 a 3 dias úteis. A página de entrega explica os pormenores, incluindo quando enviamos por correio registado.

## Responsabilidade
Somos responsáveis por entregar um cartão-presente que funcione. O que a loja, o restaurante ou o organizador oferece é da responsabilidade deles. Se um parceiro fechar antes de o cartão ser usado, contacte-nos e procuramos juntos uma solução.

## Reclamações
Informe-nos no prazo de 2 meses após detetar um problema, através de ${organization.email}. Respondemos no prazo de 14 dias. ${governingLaw(organization.address.country, organization.legalName)}`,

  cookies: ({ shopName }) => `A ${shopName} usa cookies: pequenos ficheiros que o seu navegador guarda quando visita a loja. Só colocamos os cookies de que a loja precisa para funcionar.

## Cookies necessários
Guardam o seu carrinho (durante 30 dias), o idioma que escolheu (durante um ano) e a sua sessão iniciada (até a terminar). Enquanto faz uma encomenda ou inicia sessão, guardam também, durante 2 horas no máximo, aquilo de que esse passo precisa, como o endereço de e-mail que indicou e uma chave que impede que uma encomenda seja paga duas vezes. Não precisam de consentimento e não guardam mais do que o necessário.

## Outros dados no seu navegador
A loja guarda ainda algumas informações no armazenamento do seu navegador, como o idioma escolhido, se fechou o aviso de escolha do país e, se chegar através de um anúncio ou da ligação de um parceiro, a referência dessa ligação, para sabermos de onde vem uma encomenda.

## Sem cookies analíticos nem de publicidade
Não colocamos cookies analíticos nem de publicidade, e nenhum parceiro de publicidade coloca cookies através da loja.

## Apagar os cookies
A loja não tem definições de cookies próprias: os cookies são geridos no navegador. Nas definições do navegador, normalmente em privacidade ou dados de sites, pode ver e apagar os cookies e os dados guardados da ${shopName}, ou bloqueá-los. Se os apagar, a sua sessão é terminada e um carrinho preenchido sem iniciar sessão é esvaziado; se os bloquear, o carrinho e o início de sessão não funcionam.`,

  'cookies-privacy-statement': ({ shopName, organization }) => `A ${organization.legalName} gere a ${shopName} e é responsável pelos dados pessoais que partilha connosco. Esta declaração explica que dados recolhemos e porquê.

## O que recolhemos
O seu nome, o endereço de e-mail e, para cartões físicos, a morada de entrega; o nome e o endereço de e-mail de quem recebe o cartão; e os dados da encomenda e do pagamento. A loja não regista a forma como a usa.

## Para que os usamos
Para entregar a sua encomenda, enviar os cartões-presente à pessoa certa, responder quando contacta o apoio ao cliente, prevenir fraudes e cumprir obrigações legais, como guardar faturas. Só enviamos newsletters se as tiver pedido.

## Durante quanto tempo os guardamos
Os dados das encomendas são guardados durante 7 anos, como exigem as regras fiscais. Uma conta é mantida até a eliminar; os dados de cookies, no máximo 13 meses.

## Partilha
Só partilhamos dados com quem nos ajuda a entregar a sua encomenda: prestadores de pagamento, os correios e o parceiro onde o cartão-presente é usado. Nunca vendemos os seus dados.

## Os seus direitos
Pode consultar, corrigir ou eliminar os seus dados e opor-se à sua utilização. Envie um e-mail para ${organization.email} e respondemos no prazo de um mês. Se não ficar satisfeito com a resposta, pode apresentar queixa à ${dataProtectionAuthority(organization.address.country)}.

## Cookies
A página de cookies explica que cookies usamos e como os pode apagar.`,
};

export function portugueseInformationBody(page: InformationPageKey, facts: StoreFacts): string {
  return pages[page](facts);
}
