import '@shop/themes/global.css';
import '../theme/brand-theme.css.ts';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { currentBrand } from '../brand/current-brand.ts';
import { defaultStoreLanguage } from '../brand/language.ts';
import { Footer } from '../chrome/Footer.tsx';
import { Header } from '../chrome/Header.tsx';
import { getIntl, t } from '../i18n/server-intl.ts';

// The footer shows the current year; regenerate hourly so a static page never keeps last year's.
export const revalidate = 3600;

const language = defaultStoreLanguage(currentBrand);

export function generateMetadata(): Metadata {
  const intl = getIntl(language.locale);
  const product = currentBrand.productNoun[language.code]?.plural ?? '';
  return {
    title: { default: currentBrand.name, template: `%s | ${currentBrand.name}` },
    description: t(intl, 'home.metaDescription', { product, brandName: currentBrand.name }),
  };
}

export default function RootLayout({ children }: { readonly children: ReactNode }) {
  const intl = getIntl(language.locale);
  return (
    <html lang={language.locale} data-brand={currentBrand.code}>
      <body>
        <Header brand={currentBrand} language={language} intl={intl} />
        <main id="main">{children}</main>
        <Footer brand={currentBrand} language={language} intl={intl} year={new Date().getFullYear()} />
      </body>
    </html>
  );
}
