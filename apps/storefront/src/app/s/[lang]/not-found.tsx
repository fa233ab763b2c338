import { currentBrand } from '../../../brand/current-brand.ts';
import { productWord } from '../../../i18n/product-word.ts';
import { href } from '../../../routing/href.ts';
import { NotFoundContent, type NotFoundLinks } from './NotFoundContent.tsx';

/** The themed 404 page (status 404), with ways back into the shop in the language of the URL. */
export default function NotFound() {
  const linksByLanguage: Record<string, NotFoundLinks> = {};
  for (const { code } of currentBrand.languages) {
    linksByLanguage[code] = { home: href(code, 'home'), productList: href(code, 'productList'), product: productWord(code).plural };
  }
  return <NotFoundContent linksByLanguage={linksByLanguage} defaultLanguage={currentBrand.languages[0].code} />;
}
