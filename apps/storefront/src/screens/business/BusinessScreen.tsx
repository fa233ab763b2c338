import { storeTimeZone } from '@shop/delivery';
import { currentBrand } from '../../brand/current-brand.ts';
import { productWord } from '../../i18n/product-word.ts';
import { getIntl, t } from '../../i18n/server-intl.ts';
import { requireStoreLanguage } from '../../routing/languages.ts';
import { ContentBody } from '../catalogue/ContentBody.tsx';
import { informationPage } from '../catalogue/ContentPageScreens.tsx';
import { NotFoundScreen } from '../not-found/NotFoundScreen.tsx';
import * as styles from './Business.css.ts';
import { QuoteRequestForm } from './QuoteRequestForm.tsx';

/**
 * The business page (`/business/`): the page's own text from the API, what ordering as a business brings, and the quote
 * request form. The same page for every visitor, served from the cache; the request goes through the form's action.
 */
export async function BusinessScreen({ lang }: { readonly lang: string }) {
  const page = await informationPage(lang, 'business');
  if (!page) return <NotFoundScreen lang={lang} />;
  const intl = getIntl(requireStoreLanguage(lang).locale);
  const products = productWord(lang).plural;
  return (
    <>
      <ContentBody page={page} headingId="business-title" />
      <div className={styles.layout}>
        <div className={styles.column}>
          <section className={styles.block} aria-labelledby="business-benefits">
            <h2 id="business-benefits" className={styles.subheading}>
              {t(intl, 'business.benefits.heading')}
            </h2>
            <ul className={styles.list}>
              <li>{t(intl, 'business.benefits.quote')}</li>
              <li>{t(intl, 'business.benefits.invoice')}</li>
              <li>{t(intl, 'business.benefits.delivery', { products })}</li>
            </ul>
          </section>
          <section className={styles.block} aria-labelledby="business-steps">
            <h2 id="business-steps" className={styles.subheading}>
              {t(intl, 'business.steps.heading')}
            </h2>
            <ol className={styles.list}>
              <li>{t(intl, 'business.steps.ask')}</li>
              <li>{t(intl, 'business.steps.quote')}</li>
              <li>{t(intl, 'business.steps.order')}</li>
            </ol>
          </section>
        </div>
        <section className={styles.column} aria-labelledby="quote-title">
          <h2 id="quote-title" className={styles.subheading}>
            {t(intl, 'business.quote.heading')}
          </h2>
          <p className={styles.text}>{t(intl, 'business.quote.intro')}</p>
          <QuoteRequestForm lang={lang} callingCode={currentBrand.countryRules.callingCode} timeZone={storeTimeZone(currentBrand.country)} captchaUrl={`/api/captcha/?lang=${lang}`} />
        </section>
      </div>
    </>
  );
}
