import { productWord } from '../../i18n/product-word.ts';
import { href } from '../../routing/href.ts';
import type { NotFoundLinks } from './not-found-model.ts';

/** The 404 page's links in one language of this brand. */
export function notFoundLinks(lang: string): NotFoundLinks {
  return { home: href(lang, 'home'), productList: href(lang, 'productList'), product: productWord(lang).plural };
}
