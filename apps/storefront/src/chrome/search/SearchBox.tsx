'use client';

import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import * as styles from './Search.css.ts';
import { SEARCH_QUERY_PARAMETER } from './query-parameter.ts';
import { SearchDialog, type SearchDialogProps } from './SearchDialog.tsx';

export type SearchBoxProps = Pick<SearchDialogProps, 'source' | 'pathPrefix' | 'product' | 'listHref'>;

/**
 * The header's search field. It only opens the search modal: on a click or tap, on a key press (a typed character is
 * kept as the start of the term; Enter and Arrow Down open the suggestions) or from `?s=term` in the page's address.
 * Focus alone does not open it: a keyboard user tabbing through the header would be taken into a dialog they did not
 * ask for (WCAG 3.2.1, On Focus).
 */
export function SearchBox({ source, pathPrefix, product, listHref }: SearchBoxProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState('');

  useEffect(() => {
    const fromAddress = new URLSearchParams(window.location.search).get(SEARCH_QUERY_PARAMETER)?.trim();
    if (fromAddress) {
      setTerm(fromAddress);
      setOpen(true);
    }
  }, []);


  return (
    <>
      <form
        role="search"
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        <input
          className={styles.headerField}
          type="search"
          aria-label={intl.formatMessage({ id: 'search.label' })}
          placeholder={intl.formatMessage({ id: 'search.placeholder' })}
          value={term}
          autoComplete="off"
          onClick={() => setOpen(true)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              setOpen(true);
            }
          }}
          onChange={(event) => {
            setTerm(event.target.value);
            setOpen(true);
          }}
        />
      </form>
      <SearchDialog
        open={open}
        onClose={() => setOpen(false)}
        term={term}
        onTermChange={setTerm}
        source={source}
        pathPrefix={pathPrefix}
        product={product}
        listHref={listHref}
      />
    </>
  );
}
