import type { CategoryKey } from './categories.ts';
import type { LanguagePack, ProductNoun } from './language-pack.ts';
import { pickWording, type GiftCardFacts } from './store-facts.ts';
import { capitalized } from './text-case.ts';

type Kind = 'm' | 'f' | 'mpl';

/** A place's name with the article and preposition Spanish grammar asks for ('al', 'del' included). */
export interface SpanishPlace {
  /** Where the card is spent: 'en el Restaurante Harbour House', 'en la Librería Inkwell', 'en Marlowe Moda'. */
  readonly at: string;
  /** With the brand's product noun: 'una tarjeta regalo del Restaurante Harbour House', 'una tarjeta de regalo de los Cines Starlight', 'una tarjeta regalo de Marlowe Moda'. */
  readonly card: string;
  /** As an object: 'el Vuelo en globo Skyline', 'la Ruta en kayak Summit', 'Marlowe Moda'. */
  readonly the: string;
}

/** Generic nouns a title starts with ('Librería Inkwell'): the title takes their article. */
const HEAD_NOUNS: Readonly<Record<string, Kind>> = {
  Restaurante: 'm', Taberna: 'f', Asador: 'm', Café: 'm', Brasserie: 'f', Boutique: 'f', 'Vuelo en globo': 'm',
  'Escape room': 'm', 'Ruta en kayak': 'f', Spa: 'm', 'Salón de belleza': 'm', 'Centro de masajes': 'm', Cines: 'mpl',
  Teatro: 'm', Bolera: 'f', Librería: 'f', 'Tienda de música': 'f', Vivero: 'm', 'Club de golf': 'm',
  'Tienda de bicicletas': 'f', Hotel: 'm', 'Casa rural': 'f', 'Parque infantil': 'm', Panadería: 'f', Chocolatería: 'f',
};

function headKind(title: string): Kind | undefined {
  const head = Object.keys(HEAD_NOUNS).find((noun) => title.startsWith(`${noun} `));
  return head ? HEAD_NOUNS[head] : undefined;
}

/**
 * Any title without a known noun in front ('Marlowe Moda', 'Discos Inkwell') is a shop name and goes without article.
 * The product noun is feminine in every Spanish-speaking store ('tarjeta regalo', 'tarjeta de regalo'), so the card
 * takes 'una'.
 */
export function spanishPlace(title: string, { singular }: ProductNoun): SpanishPlace {
  const kind = headKind(title);
  if (!kind) return { at: `en ${title}`, card: `una ${singular} de ${title}`, the: title };
  if (kind === 'mpl') return { at: `en los ${title}`, card: `una ${singular} de los ${title}`, the: `los ${title}` };
  if (kind === 'f') return { at: `en la ${title}`, card: `una ${singular} de la ${title}`, the: `la ${title}` };
  return { at: `en el ${title}`, card: `una ${singular} del ${title}`, the: `el ${title}` };
}

type Opening = (place: SpanishPlace) => string;

/** Neighbouring cards of a category take different openings; every opening names the place through `SpanishPlace`. */
const openings: Readonly<Record<CategoryKey, readonly [Opening, ...Opening[]]>> = {
  restaurants: [
    (place) => `Una mesa para dos ${place.at}: platos de temporada, una buena copa de vino y nadie tiene que fregar.`,
    (place) => `Invita a alguien a comer o a cenar ${place.at}, donde se cocina con producto local.`,
    (place) => `Regala una noche especial ${place.at}. Quien la recibe elige el día, el menú y la compañía.`,
  ],
  fashion: [
    (place) => `Nueva temporada, nueva prenda favorita: esta tarjeta se canjea ${place.at} por ropa y complementos.`,
    (place) => `Que cada uno encuentre su estilo ${place.at}, desde los básicos de diario hasta el look para una ocasión especial.`,
    (place) => `Comprar ropa para otra persona no es fácil. Con ${place.card}, cada uno elige su talla.`,
  ],
  experiences: [
    (place) => `Regala ${place.the}: una experiencia que se recuerda, en lugar de otro objeto en la estantería.`,
    (place) => `Una aventura para compartir: con ${place.card}, la fecha se reserva cuando mejor venga.`,
    (place) => `Para quien prefiere coleccionar recuerdos antes que cosas: ${place.card}.`,
  ],
  wellness: [
    (place) => `Tiempo para desconectar ${place.at}, con tratamientos, masajes y un momento de calma.`,
    (place) => `Mima a alguien con un rato ${place.at}: que elija el tratamiento que más le apetezca.`,
    (place) => `Descanso y un poco de lujo ${place.at}, un regalo que dice: tómate un tiempo para ti.`,
  ],
  entertainment: [
    (place) => `Una noche ${place.at}: quien la recibe elige la fecha y la sesión.`,
    (place) => `Para cinéfilos, jugones y todos los que disfrutan de una buena salida: ${place.card}.`,
    (place) => `Una noche de risas ${place.at}, a solas o con amigos.`,
  ],
  books: [
    (place) => `Para lectores y amantes de la música: ${place.card}, para libros nuevos, discos o esa edición especial tan esperada.`,
    (place) => `Perderse entre las estanterías ${place.at} y salir con la historia o el disco que llevaba tanto tiempo esperando.`,
    (place) => `No hay nada más personal que un libro o un disco elegido por uno mismo, ${place.at}.`,
  ],
  home: [
    (place) => `Convierte una casa en un hogar con ${place.card}: muebles, decoración y todo para el jardín.`,
    (place) => `Para una casa nueva, un nuevo comienzo o un jardín en flor: ${place.card}.`,
    (place) => `Cada uno elige ${place.at} lo que encaja en su casa, desde una lámpara nueva hasta plantas para el balcón.`,
  ],
  sport: [
    (place) => `Material, clases o unas zapatillas nuevas: esta tarjeta se canjea ${place.at}.`,
    (place) => `Para quien no para quieto, ${place.card} para alcanzar su próximo reto.`,
    (place) => `Regala una dosis extra de energía con ${place.card}, tanto para principiantes como para veteranos.`,
  ],
  travel: [
    (place) => `Una noche ${place.at}: una habitación cómoda, un buen desayuno y tiempo para descubrir la zona.`,
    (place) => `Regala una escapada con ${place.card}. Quien la recibe reserva las fechas que le vengan bien.`,
    (place) => `Para quien se merece un cambio de aires: una estancia ${place.at}.`,
  ],
  kids: [
    (place) => `Juguetes, juegos y mucha diversión: los peques eligen su propio regalo ${place.at}.`,
    (place) => `${capitalized(place.card)}, para que los pequeños exploradores elijan lo que les hace felices.`,
    (place) => `Por su cumpleaños, por unas buenas notas o porque sí: una sorpresa ${place.at}.`,
  ],
  food: [
    (place) => `Algo rico ${place.at}: recién salido del horno, hecho a mano y difícil de resistir.`,
    (place) => `Para los más golosos y para los amantes de lo salado: ${place.card}.`,
    (place) => `Probar lo mejor ${place.at}, para darse un capricho o para compartir.`,
  ],
  tech: [
    (place) => `De unos auriculares a un videojuego nuevo: esta tarjeta se canjea ${place.at}.`,
    (place) => `Para gamers y amantes de la tecnología, ${place.card} para que elijan ellos mismos lo último.`,
    (place) => `Mejora el equipo de cualquier aficionado con ${place.card}: accesorios, juegos y dispositivos.`,
  ],
};

const IN_SHOP = 'Se canjea en tienda o en línea, de una vez o en varias compras.';

/** Each category's last sentence; restaurants and wellness name the brand's product noun. */
const closings = ({ singular }: ProductNoun): Readonly<Record<CategoryKey, string>> => ({
  restaurants: `Reserva mesa con antelación y avisa de que pagarás con una ${singular}.`,
  fashion: IN_SHOP,
  experiences: 'La fecha se reserva directamente con el organizador.',
  wellness: `Reserva el tratamiento con antelación y avisa de que pagarás con una ${singular}.`,
  entertainment: 'Se canjea en taquilla o en línea.',
  books: IN_SHOP,
  home: IN_SHOP,
  sport: IN_SHOP,
  travel: 'La estancia se reserva directamente con el hotel, según disponibilidad.',
  kids: IN_SHOP,
  food: IN_SHOP,
  tech: IN_SHOP,
});

function delivery({ variations }: GiftCardFacts): string {
  const [main, other] = variations;
  if (main === 'digital' && !other) return 'La tarjeta llega por correo electrónico en menos de 1 hora, lista para imprimir o enseñar en el móvil.';
  if (main === 'digital') return 'Envía la tarjeta por correo electrónico en menos de 1 hora, o por correo postal en 1–3 días hábiles.';
  if (!other) return 'La tarjeta llega por correo postal en 1–3 días hábiles; si la pides un día hábil antes de las 17:00, sale ese mismo día.';
  return 'La tarjeta llega por correo postal en 1–3 días hábiles (si la pides un día hábil antes de las 17:00, sale ese mismo día) o por correo electrónico en menos de 1 hora.';
}

export function describeGiftCardInSpanish(card: GiftCardFacts, noun: ProductNoun): string {
  const opening = pickWording(openings[card.category], card.variant);
  return `${opening(spanishPlace(card.title, noun))} ${delivery(card)} ${closings(noun)[card.category]}`;
}

type SpecialProducts = Pick<LanguagePack, 'choiceCard' | 'blankPack' | 'donations' | 'apple' | 'wine'>;

/** The choice card, the blank pack, the donations and the special cards, named with the brand's product noun. */
export function spanishSpecialProducts({ singular, plural }: ProductNoun): SpecialProducts {
  return {
    choiceCard: {
      title: `${capitalized(singular)} All-in-1 Choice`,
      description:
        `¿No sabes qué le gusta? Con la ${singular} All-in-1 Choice, quien la recibe elige entre más de 150 ${plural}: restaurantes, moda, bienestar, planes y mucho más. Se activa con su número de 19 dígitos y se canjea por una o varias tarjetas. Llega por correo electrónico en menos de 1 hora o por correo postal en 1–3 días hábiles.`,
    },
    blankPack: {
      title: `${capitalized(plural)} en blanco (pack de 3)`,
      description:
        `Tres ${plural} en blanco con sobre, en pack de 3, para rellenar tú mismo. Escribe el importe y el mensaje que quieras, para una rifa, un equipo o un regalo de última hora. Se envían por correo postal en 1–3 días hábiles.`,
    },
    donations: [
      {
        title: 'Donación a la Fundación Hospital Infantil',
        description:
          `Regala una donación en lugar de una ${singular}. Todo el importe va a la Fundación Hospital Infantil, que hace un poco más fácil la estancia en el hospital a los niños y a sus familias. Quien la recibe obtiene en menos de 1 hora un correo electrónico que le cuenta que se ha donado en su nombre.`,
      },
      {
        title: 'Donación por unos océanos limpios',
        description:
          'Apoya la limpieza de playas y océanos con una donación en nombre de otra persona. Todo el importe va a los equipos de limpieza; quien la recibe obtiene en menos de 1 hora un correo electrónico que le habla de tu regalo.',
      },
    ],
    apple: {
      // Apple's own name for its card, whatever the shop calls its products.
      title: 'Tarjeta Regalo Apple',
      /** `limit`: Apple's limit per order, formatted in the store's currency ('€500'). */
      description: (limit: string) =>
        `Una sola tarjeta para todo lo de Apple: apps, juegos, música, películas, almacenamiento en iCloud y productos Apple. Llega por correo electrónico en menos de 1 hora o por correo postal en 1–3 días hábiles. Apple permite como máximo ${limit} en tarjetas regalo Apple por pedido.`,
    },
    wine: {
      title: `${capitalized(singular)} Caja de Vinos`,
      description:
        `Una ${singular} para una caja de buenos vinos: tintos, blancos o espumosos, elige quien la recibe. Como contiene vino, siempre se envía por correo certificado y solo se entrega con firma a una persona mayor de 18 años.`,
    },
  };
}
