import { lastPathSegment } from '@shop/brand-config';
import { Button } from '@shop/ui';
import { productWord } from '../../i18n/product-word.ts';
import { getIntl, t } from '../../i18n/server-intl.ts';
import { productApiPath } from '../../routing/api-path.ts';
import { href } from '../../routing/href.ts';
import { requireStoreLanguage } from '../../routing/languages.ts';
import * as styles from '../activation/Activation.css.ts';
import { loadProduct } from '../product/load-product.ts';
import { ProductDetailScreen } from '../product/ProductDetailScreen.tsx';

/** The choice card's product path as the API names it: the choice card screen's own path, without the language prefix. */
export function choiceCardApiPath(lang: string): string {
  return productApiPath(lang, lastPathSegment(href(lang, 'choiceCard')));
}

/**
 * The All-in-1 Choice gift card (`/{product}/all-in-1-choice-gift-card/`): bought like any card, with the product form,
 * and for whoever received one, the way to activate it and check its balance.
 */
export async function ChoiceCardScreen({ lang }: { readonly lang: string }) {
  const path = choiceCardApiPath(lang);
  const product = await loadProduct(lang, path);
  const intl = getIntl(requireStoreLanguage(lang).locale);
  return (
    <>
      <ProductDetailScreen lang={lang} path={path} />
      {product && (
        <section className={styles.page} aria-labelledby="choice-card-received">
          <h2 id="choice-card-received" className={styles.subheading}>
            {t(intl, 'activation.choiceCard.heading')}
          </h2>
          <p className={styles.text}>{t(intl, 'catalogue.choiceCard.intro', { product: productWord(lang).plural })}</p>
          <p className={styles.text}>{t(intl, 'activation.promise')}</p>
          <div className={styles.actions}>
            <Button href={href(lang, 'activate')} variant="primary">
              {t(intl, 'catalogue.choiceCard.activate')}
            </Button>
            <Button href={href(lang, 'redeemStart')} variant="secondary">
              {t(intl, 'catalogue.choiceCard.checkBalance')}
            </Button>
            <Button href={href(lang, 'redeemResult')} variant="secondary">
              {t(intl, 'balance.spend.exchange', { products: productWord(lang).plural })}
            </Button>
          </div>
        </section>
      )}
    </>
  );
}
