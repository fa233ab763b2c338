'use client';

import { Button } from '@shop/ui';
import { useEffect, useRef, useState, useTransition } from 'react';
import { useIntl } from 'react-intl';
import type { ItemList } from '../../analytics/view-item-list-batcher.ts';
import { useErrorModal } from '../../chrome/error-modal/ErrorModalProvider.tsx';
import type { CatalogueCard } from './card-model.ts';
import * as styles from './catalogue.css.ts';
import type { LoadMoreResult } from './load-more.ts';
import { mergeById } from './merge-by-id.ts';
import { PRODUCTS_PER_PAGE, pageHref, paginationLinks, type PageHrefs } from './pagination.ts';
import { PaginationNav, paginationLabels } from './PaginationNav.tsx';
import { ProductGrid, type GridCard } from './ProductGrid.tsx';

export interface ProductListResultsProps {
  readonly list: ItemList;
  readonly label: string;
  readonly page: number;
  readonly totalPages: number;
  readonly totalItems: number;
  readonly cards: readonly CatalogueCard[];
  readonly peek: CatalogueCard | null;
  /** Loads a further page of the same listing (ListingResults: the load-more server action). */
  readonly loadPage: (page: number) => Promise<LoadMoreResult>;
  readonly pageHrefs: PageHrefs;
}

/**
 * The cards of a listing page, a "Load more" button that appends the following pages (deduplicated by id), and the
 * numbered pagination, which moves on with what is loaded: after the last page it offers no "Next".
 */
export function ProductListResults({ list, label, page, totalPages, totalItems, cards, peek, loadPage, pageHrefs }: ProductListResultsProps) {
  const intl = useIntl();
  const errorModal = useErrorModal();
  const [shown, setShown] = useState<readonly CatalogueCard[]>(cards);
  const [lastPage, setLastPage] = useState(page);
  const [pending, startTransition] = useTransition();
  const gridRef = useRef<HTMLDivElement>(null);
  // Index of the first card a "Load more" added: focus moves there, so keyboard users read on from the new cards
  // (and keep their place when the button goes away after the last page).
  const [firstNewCard, setFirstNewCard] = useState<number | null>(null);
  const hasMore = lastPage < totalPages;
  const loadedMore = lastPage > page;
  const firstPosition = (page - 1) * PRODUCTS_PER_PAGE + 1;

  const loadMore = () => {
    if (pending || !hasMore) return;
    startTransition(async () => {
      const result = await loadPage(lastPage + 1);
      if (result.kind === 'failed') {
        errorModal.show([{ message: intl.formatMessage({ id: 'errors.generic' }), code: -1 }]);
        return;
      }
      setFirstNewCard(shown.length);
      setShown((current) => mergeById(current, result.cards));
      setLastPage((current) => current + 1);
    });
  };

  useEffect(() => {
    if (firstNewCard === null) return;
    gridRef.current?.querySelectorAll('li')[firstNewCard]?.querySelector('a')?.focus();
    setFirstNewCard(null);
  }, [firstNewCard]);

  // The 17th card is the next page's first: once that page is loaded it is part of the list itself.
  const gridCards: GridCard[] = shown.map((card) => ({ card }));
  if (peek && !loadedMore && !shown.some((card) => card.id === peek.id)) gridCards.push({ card: peek, className: styles.smallDesktopOnly });

  return (
    <>
      <div ref={gridRef}>
        <ProductGrid list={list} label={label} cards={gridCards} />
      </div>
      <p role="status" className={styles.intro}>
        {intl.formatMessage({ id: 'catalogue.list.shownCount' }, { from: firstPosition, to: firstPosition + shown.length - 1, total: totalItems })}
      </p>
      {hasMore && (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={loadMore} loading={pending} loadingLabel={intl.formatMessage({ id: 'catalogue.list.loadingMore' })}>
            {intl.formatMessage({ id: 'catalogue.list.loadMore' })}
          </Button>
        </div>
      )}
      <PaginationNav
        links={paginationLinks(lastPage, totalPages, (target) => pageHref(pageHrefs, target), page)}
        labels={paginationLabels(intl)}
      />
    </>
  );
}
