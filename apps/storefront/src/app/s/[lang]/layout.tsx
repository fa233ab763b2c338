import '@shop/themes/global.css';
import '../../../theme/brand-theme.css.ts';
import '@brand/fonts';
import { REFERENCE_LOCALE } from '@shop/i18n';
import { ScrollUpButton } from '@shop/ui';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { currentBrand } from '../../../brand/current-brand.ts';
import { ErrorModalProvider } from '../../../chrome/error-modal/ErrorModalProvider.tsx';
import { errorMessageValues } from '../../../chrome/error-modal/translate-error.ts';
import { Footer } from '../../../chrome/Footer.tsx';
import { Header } from '../../../chrome/Header.tsx';
import { StoreSwitcherBanner } from '../../../chrome/store-switcher/StoreSwitcherBanner.tsx';
import { clientMessages } from '../../../i18n/client-messages.ts';
import { IntlProvider } from '../../../i18n/IntlProvider.tsx';
import { productWord } from '../../../i18n/product-word.ts';
import { getIntl, t } from '../../../i18n/server-intl.ts';
import { ClickIdRecorder } from '../../../routing/ClickIdRecorder.tsx';
import { storeLanguage } from '../../../routing/languages.ts';
import { BRAND_ICONS } from '../../../seo/icons.ts';
import { siteOrigin } from '../../../seo/metadata.ts';
import * as styles from './layout.css.ts';

export interface LanguageParams {
  readonly params: Promise<{ lang: string }>;
}

/**
 * No page is rendered during the build: the build must not need a running API. Each page of each language is
 * rendered on its first request and then served from the cache, revalidated with the catalogue data it reads
 * (see data/cache-policy.ts). The route rules only ever rewrite to the brand's languages (`languageParams()`).
 */
export function generateStaticParams(): { lang: string }[] {
  return [];
}

export async function generateMetadata({ params }: LanguageParams): Promise<Metadata> {
  const language = storeLanguage((await params).lang);
  if (!language) return {};
  const intl = getIntl(language.locale);
  return {
    metadataBase: new URL(siteOrigin()),
    title: { default: currentBrand.name, template: `%s | ${currentBrand.name}` },
    description: t(intl, 'seo.defaultDescription', { product: productWord(language.code).plural, brandName: currentBrand.name }),
    applicationName: currentBrand.name,
    icons: {
      icon: [{ url: BRAND_ICONS.favicon.path, type: BRAND_ICONS.favicon.type }],
      apple: [{ url: BRAND_ICONS.touch.path, type: BRAND_ICONS.touch.type, sizes: `${BRAND_ICONS.touch.size}x${BRAND_ICONS.touch.size}` }],
    },
  };
}

/** The root layout of every storefront page: document language, providers and the chrome around the page. */
export default async function StoreLayout({ children, params }: LanguageParams & { readonly children: ReactNode }) {
  const language = storeLanguage((await params).lang);
  if (!language) notFound();
  const intl = getIntl(language.locale);
  return (
    <html lang={language.locale} data-brand={currentBrand.code}>
      <body>
        <a href="#main" className={styles.skipLink}>
          {t(intl, 'chrome.skipToContent')}
        </a>
        <IntlProvider locale={language.locale} defaultLocale={REFERENCE_LOCALE} messages={clientMessages(language.locale, 'chrome')}>
          <ErrorModalProvider messageValues={errorMessageValues(language.locale, currentBrand.currency)}>
            <StoreSwitcherBanner lang={language.code} />
            <Header lang={language.code} />
            <main id="main" tabIndex={-1} className={styles.main}>
              {children}
            </main>
            <Footer lang={language.code} />
            <ScrollUpButton label={t(intl, 'common.backToTop')} />
            <ClickIdRecorder />
          </ErrorModalProvider>
        </IntlProvider>
      </body>
    </html>
  );
}
