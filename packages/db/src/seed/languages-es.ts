import { spanishInformationBody } from './copy-es-information.ts';
import { describeGiftCardInSpanish, spanishSpecialProducts } from './copy-es-products.ts';
import { spanishBlogArticles, spanishGivingMoments } from './copy-es-stories.ts';
import type { LanguagePack, ProductNoun } from './language-pack.ts';
import { capitalized } from './text-case.ts';

/**
 * The Spanish texts for a brand's product noun ('tarjeta regalo' in Spain, 'tarjeta de regalo' in Mexico). The noun is
 * feminine in every Spanish-speaking store, so the words around it stay as they are. Every title format starts with a
 * noun `spanishPlace` knows, or reads as a shop name ('Marlowe Moda', 'Discos Inkwell').
 */
export function spanishFor(noun: ProductNoun): LanguagePack {
  const { singular, plural } = noun;
  return {
    categories: {
      restaurants: { title: 'Restaurantes', slug: 'restaurantes' },
      fashion: { title: 'Moda', slug: 'moda' },
      experiences: { title: 'Experiencias', slug: 'experiencias' },
      wellness: { title: 'Bienestar y Belleza', slug: 'bienestar-belleza' },
      entertainment: { title: 'Cine y Ocio', slug: 'cine-ocio' },
      books: { title: 'Libros y Música', slug: 'libros-musica' },
      home: { title: 'Hogar y Jardín', slug: 'hogar-jardin' },
      sport: { title: 'Deporte y Aire libre', slug: 'deporte-aire-libre' },
      travel: { title: 'Hoteles y Viajes', slug: 'hoteles-viajes' },
      kids: { title: 'Niños y Juguetes', slug: 'ninos-juguetes' },
      food: { title: 'Gastronomía', slug: 'gastronomia' },
      tech: { title: 'Electrónica y Videojuegos', slug: 'electronica-videojuegos' },
    },
    formats: {
      restaurants: ['Restaurante {stem}', 'Taberna {stem}', 'Asador {stem}'],
      fashion: ['{stem} Moda', 'Boutique {stem}', '{stem} Hombre'],
      experiences: ['Vuelo en globo {stem}', 'Escape room {stem}', 'Ruta en kayak {stem}'],
      wellness: ['Spa {stem}', 'Salón de belleza {stem}', 'Centro de masajes {stem}'],
      entertainment: ['Cines {stem}', 'Teatro {stem}', 'Bolera {stem}'],
      books: ['Librería {stem}', 'Discos {stem}', 'Tienda de música {stem}'],
      home: ['{stem} Hogar', 'Vivero {stem}', '{stem} Deco'],
      sport: ['{stem} Deportes', 'Club de golf {stem}', 'Tienda de bicicletas {stem}'],
      travel: ['Hotel {stem}', 'Casa rural {stem}', '{stem} Escapadas'],
      kids: ['{stem} Juguetes', 'Parque infantil {stem}', '{stem} Club Infantil'],
      food: ['Panadería {stem}', 'Chocolatería {stem}', '{stem} Gourmet'],
      tech: ['{stem} Electrónica', '{stem} Gaming', '{stem} Móviles'],
    },
    types: {
      digital: `${capitalized(singular)} digital`,
      physical: `${capitalized(singular)} física`,
      experience: 'Experiencia',
      donation: 'Donación',
      choice: `${capitalized(singular)} a elegir`,
    },
    describe: (card) => describeGiftCardInSpanish(card, noun),
    ...spanishSpecialProducts(noun),
    labels: ['Popular', 'Nuevo', 'Más vendido', 'Mejor valorado'],
    externalLinkTitle: 'Visitar la web',
    givingMoments: spanishGivingMoments(noun),
    informationPages: {
      delivery: { title: 'Envío' },
      'cancelation-policy': { title: 'Política de cancelación' },
      'terms-conditions': { title: 'Términos y condiciones' },
      cookies: { title: 'Cookies' },
      'cookies-privacy-statement': { title: 'Cookies y privacidad' },
      contact: { title: 'Contacto' },
    },
    informationBody: (page, facts) => spanishInformationBody(page, facts, noun),
    blogArticles: spanishBlogArticles(noun),
    landingPages: [
      { title: `${capitalized(plural)} para profesores`, slug: 'regalos-profesores' },
      { title: `${capitalized(plural)} para empleados`, slug: 'regalos-empleados' },
    ],
    business: { title: `${capitalized(plural)} para empresas` },
    extras: {
      WRAPPER: ['Funda de regalo de cumpleaños', 'Funda de regalo festiva', 'Funda de regalo dorada clásica'],
      DIGITAL_WRAPPER: ['Envoltorio digital de confeti', 'Envoltorio digital de globos', 'Envoltorio digital de corazones'],
      GIFT_PACKING: ['Caja de regalo', 'Caja de regalo de lujo con lazo'],
      PERSONAL_MESSAGE: ['Tarjeta con mensaje personal'],
    },
    fees: { perOrder: 'Gastos de servicio', perPhysicalPackage: 'Gastos de embalaje' },
    home: {
      mostChosen: 'Los más elegidos',
      categories: 'Categorías populares',
      givingMoments: 'Ocasiones',
      viewAll: (word) => `Ver todas las ${word}`,
    },
    popularTerms: ['Restaurante', 'Spa', 'Cine', 'All-in-1 Choice', 'Apple', 'Hotel'],
    highlighted: [
      { title: `${capitalized(singular)} All-in-1 Choice`, description: `Más de 150 ${plural} para elegir.` },
      { title: 'Regalos de empresa', description: 'Pide con factura y recibe un presupuesto en menos de 1 hora.' },
    ],
  };
}
