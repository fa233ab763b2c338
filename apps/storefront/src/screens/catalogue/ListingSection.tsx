import type { IntlShape } from '@formatjs/intl';
import { ClientMessages } from '../../i18n/ClientMessages.tsx';
import { productWord } from '../../i18n/product-word.ts';
import { t } from '../../i18n/server-intl.ts';
import type { ItemList } from '../../analytics/view-item-list-batcher.ts';
import * as styles from './catalogue.css.ts';
import type { ExistingListingPage } from './fetch-listing.ts';
import type { ListingSource } from './listing-source.ts';
import { ListingResults } from './ListingResults.tsx';
import { pageHrefs } from './pagination.ts';

export interface ListingSectionProps {
  readonly lang: string;
  readonly intl: IntlShape<string>;
  readonly source: ListingSource;
  /** The page to show, fetched by the screen, which shows the 404 screen for a page that does not exist. */
  readonly listing: ExistingListingPage;
  readonly list: ItemList;
  readonly label: string;
  readonly hrefFor: (page: number) => string;
  /** Whether an empty listing says so (catalogue pages) or shows nothing (content pages that may have no products). */
  readonly announceEmpty?: boolean;
}

/** One page of a product listing: its cards, "Load more" and numbered pagination. */
export function ListingSection({ lang, intl, source, listing, list, label, hrefFor, announceEmpty = true }: ListingSectionProps) {
  const { page } = listing;
  if (listing.errorCode !== null) {
    return (
      <p role="alert" className={styles.intro}>
        {t(intl, 'catalogue.list.failed', { code: listing.errorCode })}
      </p>
    );
  }
  if (listing.totalItems === 0) return announceEmpty ? <p className={styles.intro}>{t(intl, 'catalogue.list.empty', { product: productWord(lang).plural })}</p> : null;
  return (
    <ClientMessages lang={lang} scope="catalogue">
      <ListingResults
        // A client-side move to another page or filter keeps this component mounted: a new key drops the cards it
        // showed (and loaded) for the previous one.
        key={`${JSON.stringify(source)}:${page}`}
        list={list}
        label={label}
        page={page}
        totalPages={listing.totalPages}
        totalItems={listing.totalItems}
        cards={listing.cards}
        peek={listing.peek}
        lang={lang}
        source={source}
        pageHrefs={pageHrefs(hrefFor)}
      />
    </ClientMessages>
  );
}
