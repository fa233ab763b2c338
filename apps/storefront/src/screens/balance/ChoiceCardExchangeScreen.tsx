import type { Metadata } from 'next';
import { productWord } from '../../i18n/product-word.ts';
import { t } from '../../i18n/server-intl.ts';
import { href, pagedHref } from '../../routing/href.ts';
import { storeLanguage } from '../../routing/languages.ts';
import { buildMetadata } from '../../seo/metadata.ts';
import * as catalogue from '../catalogue/catalogue.css.ts';
import { pageIntl } from '../catalogue/content.ts';
import { fetchExistingListingPage } from '../catalogue/fetch-listing.ts';
import { ListingSection } from '../catalogue/ListingSection.tsx';
import type { ListingSource } from '../catalogue/listing-source.ts';
import { pageNumberOf } from '../catalogue/metadata.ts';
import { parsePageParam } from '../catalogue/pagination.ts';
import type { SearchParams } from '../catalogue/ProductListScreen.tsx';
import { missingPage, type Rendering } from '../not-found/NotFoundScreen.tsx';
import * as styles from './Exchange.css.ts';

const EXCHANGE_LIST = { id: 'choice_card_exchange', name: 'Choice card exchange' } as const;
const EXCHANGE_SOURCE: ListingSource = { kind: 'choiceCardExchange' };
const STEPS = ['balance.exchange.step.choose', 'balance.exchange.step.pay', 'balance.exchange.step.rest'] as const;

export function exchangeMetadata(lang: string, page: string | string[] | undefined): Metadata {
  if (!storeLanguage(lang)) return {};
  const { intl } = pageIntl(lang);
  const products = productWord(lang).plural;
  const number = pageNumberOf(page);
  return buildMetadata({
    lang,
    location: { kind: 'screen', screen: 'redeemResult', ...(number ? { page: number } : {}) },
    title: t(intl, 'balance.exchange.title'),
    description: t(intl, 'balance.exchange.metaDescription', { products }),
  });
}

export interface ChoiceCardExchangeScreenProps {
  readonly lang: string;
  readonly searchParams: SearchParams;
  readonly rendering: Rendering;
}

/**
 * The redeem shop (`/check-your-balance/result/`): the products an All-in-1 Choice card can be exchanged for, the same
 * for every visitor. The holder puts them in the basket and proves the card at checkout with its number and PIN, where
 * the API accepts a Choice card only for a basket of these products.
 */
export async function ChoiceCardExchangeScreen({ lang, searchParams, rendering }: ChoiceCardExchangeScreenProps) {
  const { intl } = pageIntl(lang);
  const pageParam = parsePageParam(searchParams.page);
  if (pageParam.kind === 'invalid') return missingPage(lang, rendering);
  const listing = await fetchExistingListingPage(lang, EXCHANGE_SOURCE, pageParam.page, 'shared');
  if (!listing) return missingPage(lang, rendering);
  const products = productWord(lang).plural;
  const label = t(intl, 'balance.exchange.listLabel', { products });
  return (
    <>
      <div className={catalogue.section}>
        <h1 className={catalogue.heading}>{t(intl, 'balance.exchange.title')}</h1>
        <p className={catalogue.intro}>{t(intl, 'balance.exchange.intro', { products })}</p>
        <ol className={styles.steps}>
          {STEPS.map((step) => (
            <li key={step}>{t(intl, step, { products })}</li>
          ))}
        </ol>
        <p className={styles.balanceLink}>
          <a href={href(lang, 'redeemStart')}>{t(intl, 'balance.exchange.checkBalance')}</a>
        </p>
      </div>
      <section className={catalogue.section} aria-label={label}>
        <ListingSection
          lang={lang}
          intl={intl}
          source={EXCHANGE_SOURCE}
          listing={listing}
          list={EXCHANGE_LIST}
          label={label}
          hrefFor={(page) => pagedHref(lang, 'redeemResult', page, {})}
        />
      </section>
    </>
  );
}
