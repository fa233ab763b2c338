import type { IntlShape } from '@formatjs/intl';
import type { LanguageCode } from '@shop/brand-config';
import { messagesFor } from '@shop/i18n';
import { useStoryBrand } from '@shop/ui/story-brand';
import type { ReactNode } from 'react';
import { productWord } from '../i18n/product-word.ts';
import { IntlProvider } from '../i18n/IntlProvider.tsx';
import { getIntl } from '../i18n/server-intl.ts';

/** What a storefront story renders with: the toolbar brand's language, its formatter and its word for the product. */
export interface StoryStorefront {
  readonly lang: LanguageCode;
  readonly locale: string;
  readonly intl: IntlShape<string>;
  readonly product: { readonly singular: string; readonly plural: string };
}

/** The storefront as the brand picked in Storybook's toolbar shows it, in its default language. */
export function useStoryStorefront(): StoryStorefront {
  const brand = useStoryBrand();
  const lang = (brand.config.languages.find((language) => language.locale === brand.locale) ?? brand.config.languages[0])?.code as LanguageCode;
  return { lang, locale: brand.locale, intl: getIntl(brand.locale), product: productWord(lang, brand.config) };
}

/** Gives client components (search, store switcher, basket link) the catalog of the toolbar brand's locale. */
export function StoryMessages({ children }: { readonly children: ReactNode }) {
  const { locale } = useStoryBrand();
  return (
    <IntlProvider locale={locale} messages={messagesFor(locale)}>
      {children}
    </IntlProvider>
  );
}

/** A picture drawn inline, so stories need no image files or API. */
export function storyPicture(colour: string, text: string, width = 320, height = 200): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" rx="16" fill="${colour}"/><text x="24" y="${height - 24}" font-family="sans-serif" font-size="26" font-weight="700" fill="#fff">${text}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
