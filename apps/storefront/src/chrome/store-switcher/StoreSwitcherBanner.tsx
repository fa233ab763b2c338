import { currentBrand } from '../../brand/current-brand.ts';
import { productWord } from '../../i18n/product-word.ts';
import { requireStoreLanguage } from '../../routing/languages.ts';
import { IpStoreBanner } from './IpStoreBanner.tsx';

/** The IP store-switcher banner above the header (mounted by the layout). */
export function StoreSwitcherBanner({ lang }: { readonly lang: string }) {
  const language = requireStoreLanguage(lang);
  return (
    <IpStoreBanner
      storeCountry={currentBrand.country}
      locale={language.locale}
      productPlural={productWord(language.code).plural}
    />
  );
}
