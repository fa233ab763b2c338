import { dataProtectionAuthority, governingLaw, PORTUGUESE_HOURS } from './copy-pt-information.ts';
import type { InformationPageKey } from './language-pack.ts';
import { hoursInLocale, type HoursWording, type StoreFacts } from './store-facts.ts';

/**
 * The information pages in Brazilian Portuguese, addressing the shopper as 'você' and naming things as the Brazilian
 * storefront does (pedido, atendimento ao cliente, Correios, link, arquivos): written for Brazil, not respelled from
 * Portugal's, since the grammar around 'pedido' and 'você' differs throughout.
 */
/** '09:00' and '17:30' as Brazil writes them: '9h', '17h30'. */
function brazilianTime(time: string): string {
  const [hours = '0', minutes = '00'] = time.split(':');
  return `${Number(hours)}h${minutes === '00' ? '' : minutes}`;
}

/** 'de segunda-feira a sexta-feira, das 9h às 17h30'. */
const BRAZILIAN_HOURS: HoursWording = {
  ...PORTUGUESE_HOURS,
  entry: (days, opens, closes) => `${days}, das ${brazilianTime(opens)} às ${brazilianTime(closes)}`,
};

const pages: Readonly<Record<InformationPageKey, (facts: StoreFacts) => string>> = {
  contact: ({ shopName, organization, addressLines, locale }) => `Tem alguma dúvida sobre um pedido, um cartão-presente ou uma entrega? O atendimento ao cliente da ${shopName} está à disposição para ajudar.

## Atendimento ao cliente
E-mail: ${organization.email}
Telefone: ${organization.phone}
Horário: ${hoursInLocale(organization.businessHours, locale, BRAZILIAN_HOURS)} (exceto feriados)

## Tenha em mãos
Informe o número do pedido (ele está no e-mail de confirmação) e o endereço de e-mail usado na compra. Se a dúvida for sobre um cartão-presente, tenha também o número do cartão em mãos. Assim encontramos o seu pedido na hora.

## Prazo de resposta
Respondemos aos e-mails em até um dia útil, geralmente bem antes. Por telefone, ajudamos na hora durante o horário de atendimento. Dúvidas sobre o uso de um cartão-presente em uma loja ou um restaurante devem ser tiradas no próprio estabelecimento: é lá que o saldo aparece no caixa.

## Endereço para correspondência
${addressLines.join('\n')}`,

  delivery: ({ shopName, productWord, registeredThreshold }) => `A ${shopName} envia os ${productWord} digitais por e-mail e os ${productWord} físicos pelos Correios. Veja quando o seu pedido chega.

## Cartões-presente digitais
Os ${productWord} digitais são enviados por e-mail em até 1 hora após o pagamento, de dia e de noite. Quem recebe pode imprimi-los ou mostrá-los no celular.

## Cartões-presente físicos
Os ${productWord} físicos são entregues pelos Correios em 1 a 3 dias úteis. Pedidos pagos em um dia útil antes das 17:00 são enviados no mesmo dia. As entregas na caixa de correio chegam no dia de entrega seguinte; se um cartão não chegar em 5 dias úteis, avise a gente e nós verificamos.

## Envio registrado
Pedidos acima de ${registeredThreshold}, e todos os pedidos com vinho, são enviados com registro. O pacote é entregue mediante assinatura, por isso alguém precisa estar em casa; o vinho só é entregue a maiores de 18 anos.

## Acompanhar o pedido
Assim que o seu pedido for despachado, você recebe um e-mail. Os envios registrados incluem um link de rastreamento.`,

  'cancelation-policy': ({ shopName, productWord, organization }) => `Mudou de ideia? Veja como funciona o cancelamento de um pedido na ${shopName}.

## Antes do envio
Você pode cancelar um pedido sem custo enquanto ele ainda não tiver sido enviado. Envie o quanto antes um e-mail para ${organization.email} com o número do pedido; reembolsamos o valor total em até 14 dias, na mesma forma de pagamento usada na compra.

## Cartões-presente digitais
Os ${productWord} digitais são enviados em até 1 hora e podem ser usados imediatamente. Depois de entregue, um cartão digital não pode ser devolvido, a menos que ainda não tenha sido usado: nesse caso, nós o cancelamos e reembolsamos o valor.

## Cartões-presente físicos
Você pode devolver ${productWord} físicos não usados em até 14 dias após o recebimento. Envie-os na embalagem original para o endereço indicado na nossa página de contato, junto com o número do pedido. Reembolsamos o valor dos cartões depois de recebê-los e conferi-los; o frete de devolução fica por sua conta.

## Cartões usados ou ativados
Cartões já usados, total ou parcialmente, não podem ser cancelados. As taxas de serviço e de embalagem só são reembolsadas quando o pedido inteiro é cancelado antes do envio.`,

  'terms-conditions': ({ shopName, productWord, organization, addressLines }) => `A ${organization.legalName} administra a ${shopName}, e estes termos valem para todos os pedidos feitos na loja. Ao fazer um pedido, você os aceita.

## Quem somos
${addressLines.join(', ')}. E-mail: ${organization.email}, telefone: ${organization.phone}.

## Pedidos e pagamento
O seu pedido é confirmado assim que recebemos o pagamento. Antes de pagar, você vê o preço já com as eventuais taxas de serviço e de embalagem. Os cartões-presente em si não estão sujeitos a impostos; as taxas e os extras, como a embalagem de presente, incluem os impostos aplicáveis.

## Como usar um cartão-presente
A ${shopName} vende ${productWord} em nome das lojas, restaurantes e organizadores que os aceitam. O cartão é usado com eles, de acordo com as condições de cada um; a data de validade está impressa em cada cartão. Um cartão pode ser usado de uma só vez ou aos poucos, até o saldo acabar. Cartões perdidos ou roubados não podem ser substituídos, a menos que ainda não tenham sido usados e que você tenha o número do cartão.

## Entrega
Os cartões digitais são enviados em até 1 hora; os físicos chegam em 1 a 3 dias úteis. A página de entrega explica os detalhes, inclusive quando enviamos com registro.

## Responsabilidade
Somos responsáveis por entregar um cartão-presente que funcione. O que a loja, o restaurante ou o organizador oferece é responsabilidade deles. Se um parceiro fechar antes de o cartão ser usado, entre em contato conosco e buscaremos juntos uma solução.

## Reclamações
Informe-nos em até 2 meses depois de identificar um problema, pelo e-mail ${organization.email}. Respondemos em até 14 dias. ${governingLaw(organization.address.country, organization.legalName)}`,

  cookies: ({ shopName }) => `A ${shopName} usa cookies: pequenos arquivos que o seu navegador salva quando você visita a loja. Só usamos os cookies de que a loja precisa para funcionar.

## Cookies necessários
Eles guardam o seu carrinho (por 30 dias), o idioma escolhido (por um ano) e o seu login (até você sair). Enquanto você faz um pedido ou entra na sua conta, eles também guardam, por no máximo 2 horas, o que essa etapa precisa, como o endereço de e-mail informado e uma chave que impede que um pedido seja pago duas vezes. Eles não precisam de consentimento e não guardam mais do que o necessário.

## Outros dados no seu navegador
A loja também guarda algumas informações no armazenamento do seu navegador, como o idioma escolhido, se você fechou o aviso de escolha do país e, quando você chega por um anúncio ou pelo link de um parceiro, a referência desse link, para sabermos de onde veio um pedido.

## Sem cookies analíticos ou de publicidade
Não usamos cookies analíticos nem de publicidade, e nenhum parceiro de publicidade coloca cookies por meio da loja.

## Como apagar os cookies
A loja não tem configurações de cookies próprias: os cookies são gerenciados no navegador. Nas configurações do navegador, geralmente em privacidade ou dados de sites, você pode ver e apagar os cookies e os dados salvos da ${shopName}, ou bloqueá-los. Se você apagá-los, a sua sessão é encerrada e um carrinho montado sem login é esvaziado; se bloqueá-los, o carrinho e o login não funcionam.`,

  'cookies-privacy-statement': ({ shopName, organization }) => `A ${organization.legalName} administra a ${shopName} e é responsável pelos dados pessoais que você compartilha conosco. Esta declaração explica quais dados coletamos e por quê.

## O que coletamos
O seu nome, o seu endereço de e-mail e, para cartões físicos, o endereço de entrega; o nome e o e-mail de quem recebe o cartão; e os dados do pedido e do pagamento. A loja não registra como você usa o cartão.

## Para que usamos
Para entregar o seu pedido, enviar os cartões-presente à pessoa certa, responder quando você fala com o atendimento ao cliente, prevenir fraudes e cumprir obrigações legais, como guardar notas fiscais. Só enviamos newsletters se você tiver pedido.

## Por quanto tempo guardamos
Os dados dos pedidos são guardados por 7 anos, como exigem as regras fiscais. Uma conta é mantida até você excluí-la; os dados de cookies, por no máximo 13 meses.

## Compartilhamento
Só compartilhamos dados com quem nos ajuda a entregar o seu pedido: os meios de pagamento, os Correios e o parceiro onde o cartão-presente é usado. Nunca vendemos os seus dados.

## Os seus direitos
Você pode consultar, corrigir ou excluir os seus dados e se opor ao uso deles. Envie um e-mail para ${organization.email} e respondemos em até um mês. Se não ficar satisfeito com a resposta, você pode apresentar uma reclamação à ${dataProtectionAuthority(organization.address.country)}.

## Cookies
A página de cookies explica quais cookies usamos e como apagá-los.`,
};

export function brazilianInformationBody(page: InformationPageKey, facts: StoreFacts): string {
  return pages[page](facts);
}
