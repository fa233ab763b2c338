import type { InformationPageKey, ProductNoun } from './language-pack.ts';
import { hoursInLocale, type HoursWording, type StoreFacts } from './store-facts.ts';
import { capitalized } from './text-case.ts';

/** 'de lunes a viernes, de 09:00 a 17:30'. */
const SPANISH_HOURS: HoursWording = {
  range: (from, to) => `de ${from} a ${to}`,
  list: (days) => days.join(' y '),
  entry: (days, opens, closes) => `${days}, de ${opens} a ${closes}`,
};

/** Where Spanish-speaking shoppers complain about how their data is handled, after 'una reclamación'. */
function dataProtectionAuthority(country: string): string {
  if (country === 'ES') return 'ante la Agencia Española de Protección de Datos (AEPD)';
  return 'ante la autoridad de protección de datos de tu país';
}

/** The law the terms are under, named for the company's country ('Se aplica la legislación española.'). */
function governingLaw(country: string, legalName: string): string {
  const named: Readonly<Record<string, string>> = {
    ES: 'Se aplica la legislación española.',
    MX: 'Se aplica la legislación mexicana.',
  };
  return named[country] ?? `Se aplica la legislación del país en el que ${legalName} tiene su sede.`;
}

/** Each page's text, naming the brand's product noun ('tarjeta regalo' in Spain, 'tarjeta de regalo' in Mexico). */
const pages: Readonly<Record<InformationPageKey, (facts: StoreFacts, noun: ProductNoun) => string>> = {
  contact: ({ shopName, organization, addressLines, locale }, { singular }) => `¿Tienes alguna pregunta sobre un pedido, una ${singular} o un envío? El equipo de atención al cliente de ${shopName} está encantado de ayudarte.

## Atención al cliente
Correo electrónico: ${organization.email}
Teléfono: ${organization.phone}
Horario: ${hoursInLocale(organization.businessHours, locale, SPANISH_HOURS)} (excepto festivos)

## Ten a mano
Indica tu número de pedido (aparece en el correo de confirmación) y el correo electrónico con el que hiciste el pedido. Si tu pregunta es sobre una ${singular}, ten a mano el número de la tarjeta. Así encontraremos tu pedido enseguida.

## Tiempos de respuesta
Respondemos a los correos en un día hábil, normalmente mucho antes. Por teléfono te ayudamos al momento dentro del horario de atención. Si tu duda es sobre cómo usar una tarjeta en una tienda o un restaurante, lo mejor es preguntar allí: ven el saldo directamente en caja.

## Dirección postal
${addressLines.join('\n')}`,

  delivery: ({ shopName, registeredThreshold }, { plural }) => `${shopName} envía las ${plural} digitales por correo electrónico y las físicas por correo postal. Así sabrás cuándo llega tu pedido.

## ${capitalized(plural)} digitales
Las ${plural} digitales se envían por correo electrónico en menos de 1 hora desde el pago, de día y de noche. Quien la recibe puede imprimir la tarjeta o enseñarla en el móvil.

## ${capitalized(plural)} físicas
Las tarjetas físicas se entregan por correo postal en 1–3 días hábiles. Los pedidos pagados un día hábil antes de las 17:00 salen ese mismo día. El correo llega al buzón el siguiente día de reparto; si una tarjeta no ha llegado después de 5 días hábiles, avísanos y lo revisaremos.

## Envío certificado
Los pedidos de más de ${registeredThreshold}, y todos los pedidos con vino, se envían por correo certificado. El paquete solo se entrega con firma, así que alguien tiene que estar en casa; el vino solo se entrega a personas mayores de 18 años.

## Seguimiento del pedido
En cuanto tu pedido esté en camino, recibirás un correo electrónico. Los envíos certificados incluyen un enlace de seguimiento.`,

  'cancelation-policy': ({ shopName, organization }, { plural }) => `¿Has cambiado de idea? Así funciona la cancelación de un pedido en ${shopName}.

## Antes del envío
Mientras un pedido no se haya enviado, puedes cancelarlo gratis. Escríbenos cuanto antes a ${organization.email} con tu número de pedido; te devolvemos el importe íntegro en un plazo de 14 días, en la cuenta con la que pagaste.

## ${capitalized(plural)} digitales
Las ${plural} digitales se envían en menos de 1 hora y se pueden usar al instante. Una tarjeta digital entregada no se puede devolver, salvo que todavía no se haya usado: en ese caso la bloqueamos y te devolvemos el dinero.

## ${capitalized(plural)} físicas
Puedes devolver las tarjetas físicas sin usar en un plazo de 14 días desde que las recibes, en su embalaje original y con tu número de pedido, a la dirección que aparece en nuestra página de contacto. Te devolvemos el valor de las tarjetas en cuanto las recibamos y comprobemos; los gastos de devolución corren de tu cuenta.

## Tarjetas usadas o activadas
Las tarjetas que se hayan usado, aunque sea en parte, no se pueden cancelar. Los gastos de servicio y de embalaje solo se devuelven si se cancela el pedido completo antes del envío.`,

  'terms-conditions': ({ shopName, organization, addressLines }, { singular, plural }) => `Estas condiciones se aplican a todos los pedidos realizados en ${shopName}, tienda gestionada por ${organization.legalName}. Al hacer un pedido, las aceptas.

## Quiénes somos
${addressLines.join(', ')}. Correo electrónico: ${organization.email}, teléfono: ${organization.phone}.

## Pedidos y pago
Tu pedido queda confirmado en cuanto recibimos el pago. Antes de pagar ves el precio total, con los gastos de servicio y de embalaje que correspondan. Las ${plural} en sí no llevan IVA; los gastos y los extras, como el envoltorio de regalo, incluyen el IVA.

## Usar una ${singular}
${shopName} vende ${plural} en nombre de las tiendas, restaurantes y organizadores que las aceptan. La tarjeta se canjea con ellos, según sus propias condiciones; la fecha de validez figura en cada tarjeta. Una tarjeta se puede usar de una vez o en varias compras, hasta agotar el saldo. Las tarjetas perdidas o robadas solo se pueden sustituir si todavía no se han usado y conservas el número de la tarjeta.

## Envío
Las tarjetas digitales llegan en menos de 1 hora y las físicas en 1–3 días hábiles. En la página de envíos encontrarás todos los detalles, también cuándo enviamos por correo certificado.

## Responsabilidad
Nos hacemos responsables de entregarte una ${singular} válida. Lo que ofrece la tienda, el restaurante o el organizador es responsabilidad suya. Si un establecimiento cierra antes de que se haya usado la tarjeta, escríbenos y buscaremos juntos una solución.

## Reclamaciones
Comunícanos cualquier problema en un plazo de 2 meses desde que lo detectes, en ${organization.email}. Respondemos en un plazo de 14 días. ${governingLaw(organization.address.country, organization.legalName)}`,

  cookies: ({ shopName }) => `${shopName} utiliza cookies: pequeños archivos que tu navegador guarda cuando visitas la tienda. Solo usamos las cookies que la tienda necesita para funcionar.

## Cookies necesarias
Recuerdan tu carrito (durante 30 días), el idioma que has elegido (durante un año) y tu sesión iniciada (hasta que la cierres). Mientras haces un pedido o inicias sesión, también guardan, como máximo 2 horas, lo que ese paso necesita, como el correo electrónico que has introducido y una clave que evita que un pedido se pague dos veces. No necesitan tu consentimiento y no guardan más de lo imprescindible.

## Otros datos en tu navegador
La tienda también guarda algunos datos en el almacenamiento de tu navegador, como el idioma elegido, si has cerrado el aviso para elegir país y, si llegas desde un anuncio o desde el enlace de un socio, la referencia de ese enlace, para saber de dónde viene un pedido.

## Sin cookies analíticas ni publicitarias
No usamos cookies analíticas ni publicitarias, y ningún socio publicitario instala cookies a través de la tienda.

## Eliminar las cookies
La tienda no tiene una configuración de cookies propia: las cookies se gestionan en tu navegador. En su configuración, normalmente en el apartado de privacidad o de datos de sitios, puedes ver y eliminar las cookies y los datos guardados de ${shopName}, o bloquearlos. Si los eliminas, se cierra tu sesión y se vacía el carrito que hayas llenado sin iniciar sesión; si los bloqueas, el carrito y el inicio de sesión no funcionan.`,

  'cookies-privacy-statement': ({ shopName, organization }, { plural }) => `${organization.legalName} gestiona ${shopName} y es responsable de los datos personales que compartes con nosotros. Esta declaración explica qué datos recogemos y para qué.

## Qué datos recogemos
Tu nombre, tu correo electrónico y, para las tarjetas físicas, la dirección de entrega; el nombre y el correo electrónico de la persona que recibe el regalo; y los datos de tu pedido y de tu pago. La tienda no registra cómo la usas.

## Para qué los usamos
Para entregar tu pedido, enviar las ${plural} a la persona correcta, ayudarte cuando contactas con atención al cliente, prevenir el fraude y cumplir nuestras obligaciones legales, como conservar las facturas. Solo te enviamos newsletters si las has pedido.

## Cuánto tiempo los conservamos
Los datos de los pedidos se conservan 7 años, porque así lo exige la normativa fiscal. Una cuenta se conserva hasta que la eliminas; los datos de las cookies, 13 meses como máximo.

## Con quién los compartimos
Solo compartimos datos con quienes necesitamos para entregar tu pedido: proveedores de pago, el servicio de correos y el establecimiento donde se canjea la tarjeta. Nunca vendemos tus datos.

## Tus derechos
Puedes consultar, corregir o eliminar tus datos y oponerte a su uso. Escríbenos a ${organization.email} y te responderemos en el plazo de un mes. Si no estás conforme con nuestra respuesta, puedes presentar una reclamación ${dataProtectionAuthority(organization.address.country)}.

## Cookies
En la página de cookies te explicamos qué cookies usamos y cómo eliminarlas.`,
};

export function spanishInformationBody(page: InformationPageKey, facts: StoreFacts, noun: ProductNoun): string {
  return pages[page](facts, noun);
}
