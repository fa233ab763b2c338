import { storeTimeZone } from '@shop/delivery';
import type { Metadata } from 'next';
import { currentBrand } from '../../brand/current-brand.ts';
import { productWord } from '../../i18n/product-word.ts';
import { getIntl, t } from '../../i18n/server-intl.ts';
import { href } from '../../routing/href.ts';
import { requireStoreLanguage } from '../../routing/languages.ts';
import { buildMetadata } from '../../seo/metadata.ts';
import * as styles from './Balance.css.ts';
import { BalanceCheckForm } from './BalanceCheckForm.tsx';
import { cardNumberPrefixes } from './card-prefixes.ts';

export function balanceMetadata(lang: string): Metadata {
  const intl = getIntl(requireStoreLanguage(lang).locale);
  return buildMetadata({
    lang,
    location: { kind: 'screen', screen: 'redeemStart' },
    title: t(intl, 'balance.title'),
    description: t(intl, 'balance.metaDescription', { product: productWord(lang).singular }),
  });
}

/**
 * The balance check (`/check-your-balance/`, the header's balance-check link): the same page for every visitor,
 * served from the cache; a card's balance only ever comes back in the answer to the form's server action.
 */
export async function BalanceScreen({ lang }: { readonly lang: string }) {
  const intl = getIntl(requireStoreLanguage(lang).locale);
  const product = productWord(lang);
  return (
    <section className={styles.page} aria-labelledby="balance-title">
      <h1 id="balance-title" className={styles.heading}>
        {t(intl, 'balance.title')}
      </h1>
      <p className={styles.intro}>{t(intl, 'balance.intro', { product: product.singular })}</p>
      <BalanceCheckForm
        lang={lang}
        timeZone={storeTimeZone(currentBrand.country)}
        prefixes={await cardNumberPrefixes(lang)}
        captchaUrl={`/api/captcha/?lang=${lang}`}
        links={{ shop: href(lang, 'productList'), exchange: href(lang, 'redeemResult'), activate: href(lang, 'activate') }}
        products={product.plural}
      />
    </section>
  );
}
