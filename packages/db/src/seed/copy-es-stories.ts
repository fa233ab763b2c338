import type { BlogArticle, GivingMoment, ProductNoun } from './language-pack.ts';
import { slugify } from './slug.ts';
import { capitalized } from './text-case.ts';

/** The blog articles, naming the brand's product noun ('tarjeta regalo' in Spain, 'tarjeta de regalo' in Mexico). */
export function spanishBlogArticles({ singular, plural }: ProductNoun): readonly BlogArticle[] {
  return [
    {
      topic: 'gift-ideas',
      title: '10 ideas de regalo de última hora',
      slug: 'ideas-regalo-ultima-hora',
      body: ({ shopName }) => `¿La fiesta es esta noche y todavía no tienes nada? Que no cunda el pánico. Estas diez ideas funcionan incluso con las tiendas ya cerradas.

## 1. Una cena fuera
Una tarjeta de restaurante nunca falla: todo el mundo come, y una mesa para dos es a la vez un regalo y un plan.

## 2. Una tarde de spa
Para esa amiga que nunca para. Un masaje o un día de spa regala tiempo, el regalo más escaso de todos.

## 3. Un plan diferente
Kayak, escape room, un vuelo en globo: las experiencias se recuerdan mucho después de que el papel de regalo haya acabado en el contenedor.

## 4. Cine o teatro
Añade una nota escrita a mano con la película o la obra que te gustaría ver en su compañía.

## 5. Libros y música
Con una tarjeta de su librería favorita, cada lector elige su próximo libro.

## 6 a 10. Deja que elijan
¿Dudas? Con la ${singular} All-in-1 Choice, quien la recibe elige entre más de 150 ${plural}. En ${shopName} las tarjetas digitales llegan por correo electrónico en menos de 1 hora, así que incluso un regalo pedido de camino a la fiesta llega a tiempo. Añade un envoltorio digital y un mensaje personal, y nadie sabrá que ibas con prisas.`,
    },
    {
      topic: 'choice-card',
      title: `Cómo funciona la ${singular} All-in-1 Choice`,
      // 'como-funciona-la-tarjeta-regalo-choice' in Spain, as the article's path has always been.
      slug: `como-funciona-la-${slugify(singular)}-choice`,
      body: ({ shopName }) => `La ${singular} All-in-1 Choice es el regalo perfecto para las personas a las que es difícil regalar. Tú regalas un importe; ellos deciden en qué gastarlo.

## Regalarla
Elige un importe y envía la tarjeta por correo electrónico (en menos de 1 hora) o por correo postal (1–3 días hábiles). Si quieres, añade un mensaje personal o un envoltorio festivo.

## Elegir
Quien la recibe abre la página de la tarjeta y la activa con su número de 19 dígitos. Después elige una o varias de las más de 150 ${plural}: restaurantes, moda, bienestar, planes, libros y mucho más. El importe se puede repartir entre varias tarjetas.

## Canjear
Las tarjetas elegidas llegan por correo electrónico y se canjean como cualquier otra ${singular} de ${shopName}. Lo que quede en la tarjeta se guarda para la próxima vez.

## Conviene saber
La activación puede tardar hasta 24 horas. Guarda bien el número de la tarjeta: es la llave del saldo.`,
    },
    {
      topic: 'dining',
      title: 'Regalar una cena: cómo elegir el restaurante adecuado',
      slug: 'regalar-una-cena',
      body: () => `Una cena fuera es uno de los regalos más agradecidos. ¿Qué sitio encaja con cada persona? Esto es lo que conviene mirar a la hora de elegir.

## Para una noche romántica
Velas, una carta corta y una buena bodega: un pequeño bistró en una calle tranquila es difícil de superar para un aniversario.

## Para los muy cocinillas
Cocinas que trabajan con producto de huertas, granjas y lonjas de la zona. Busca menús de temporada que cambien cada pocas semanas.

## Para un grupo
Un asador animado o un sitio de raciones para compartir es lo mejor para un cumpleaños con amigos. Los fines de semana, reserva con tiempo.

## Regalarla
Las ${plural} de restaurante llegan por correo electrónico en menos de 1 hora, así que también sirven como regalo de última hora. Recuérdale a quien la recibe que reserve mesa y avise de que pagará con una ${singular}.`,
    },
  ];
}

type MomentCopy = Pick<GivingMoment, 'key' | 'title' | 'heroTitle' | 'slug' | 'body'>;

/** The giving moments, naming the brand's product noun. */
export function spanishGivingMoments({ singular, plural }: ProductNoun): readonly MomentCopy[] {
  const occasionTitle = (occasion: string) => `${capitalized(plural)} ${occasion}`;
  return [
    {
      key: 'birthday', title: occasionTitle('de cumpleaños'), heroTitle: '¡Feliz cumpleaños! Regala una tarjeta que le encante', slug: 'cumpleanos',
      body: () => `Un regalo de cumpleaños que siempre acierta: quien cumple años elige lo que de verdad quiere. Su restaurante favorito, esa tienda que le encanta o un plan para celebrar un año más.

## Justo a tiempo
Las ${plural} digitales llegan por correo electrónico en menos de 1 hora, así que incluso una tarjeta pedida la mañana del cumpleaños llega a tiempo. Añade un envoltorio de cumpleaños y un mensaje personal.`,
    },
    {
      key: 'thank-you', title: occasionTitle('de agradecimiento'), heroTitle: `Da las gracias con una ${singular}`, slug: 'gracias',
      body: () => `Para la vecina que dio de comer al gato, el compañero que te cubrió, la profe a final de curso: un pequeño detalle dice mucho.

## Pequeño y personal
Elige un café, un libro o una cena y añade unas palabras de agradecimiento. Muchas ${plural} empiezan por un importe pequeño, así que un gracias nunca es demasiado.`,
    },
    {
      key: 'wedding', title: occasionTitle('de boda'), heroTitle: 'El regalo de boda perfecto', slug: 'boda',
      body: () => `Muchas parejas ya tienen de todo para la casa. Regálales algo para disfrutar juntos: un fin de semana fuera, una cena para dos o algo bonito para su nuevo hogar.

## Entre todos
¿Es un regalo conjunto entre amigos o compañeros? Elige un importe mayor o reúne varias ${plural} en una caja regalo, enviada por correo postal en 1–3 días hábiles.`,
    },
    {
      key: 'christmas', title: occasionTitle('de Navidad'), heroTitle: 'Regalos de Navidad para toda tu lista', slug: 'navidad',
      body: () => `Del primo al que solo ves en Navidad a todo el equipo de la oficina: con las ${plural} te olvidas del estrés de las compras de diciembre.

## Pide a tiempo
Las tarjetas físicas llegan en 1–3 días hábiles; si las pides un día hábil antes de las 17:00, salen ese mismo día. La última semana antes de Nochebuena, las tarjetas digitales son la opción más segura: llegan por correo electrónico en menos de 1 hora.`,
    },
    {
      key: 'new-baby', title: occasionTitle('para un nacimiento'), heroTitle: 'Bienvenido al mundo', slug: 'nacimiento',
      body: () => `Los nuevos padres reciben montones de ropa diminuta. Con una ${singular} eligen lo que de verdad necesitan, o se dan una noche libre cuando el bebé ya duerma del tirón.

## Ideas para la nueva familia
Tiendas de bebé y de juguetes, comida a domicilio o un masaje para la nueva mamá: ${plural} para todo lo que piden esas primeras semanas tan intensas.`,
    },
    {
      key: 'three-kings', title: occasionTitle('para Reyes'), heroTitle: 'Los Reyes Magos también regalan tarjetas', slug: 'reyes-magos',
      body: () => `La noche del 5 de enero, una ${singular} cabe junto a cualquier zapato y deja que cada uno elija: juguetes, un libro, ropa nueva o una escapada para empezar el año.

## Sin colas en enero
Las ${plural} digitales llegan por correo electrónico en menos de 1 hora, incluso el mismo 5 de enero. Añade un mensaje personal firmado por Sus Majestades.`,
    },
  ];
}
