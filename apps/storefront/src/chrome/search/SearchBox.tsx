'use client';

import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import * as styles from './Search.css.ts';
import { SEARCH_QUERY_PARAMETER } from './query-parameter.ts';
import { SearchDialog, type SearchDialogProps } from './SearchDialog.tsx';

export type SearchBoxProps = Pick<SearchDialogProps, 'source' | 'pathPrefix' | 'product' | 'listHref'>;

/**
 * The header's search field. It only opens the search modal: on focus, on a key press (the key
 * is kept as the start of the term) or from `?s=term` in the page's address.
 */
export function SearchBox({ source, pathPrefix, product, listHref }: SearchBoxProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState('');
  // Closing gives focus back to the field; that focus must not open the modal again.
  const focusReturning = useRef(false);

  useEffect(() => {
    const fromAddress = new URLSearchParams(window.location.search).get(SEARCH_QUERY_PARAMETER)?.trim();
    if (fromAddress) {
      setTerm(fromAddress);
      setOpen(true);
    }
  }, []);

  function close() {
    focusReturning.current = true;
    setOpen(false);
  }

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
          onFocus={() => {
            if (focusReturning.current) focusReturning.current = false;
            else setOpen(true);
          }}
          onClick={() => setOpen(true)}
          onChange={(event) => {
            setTerm(event.target.value);
            setOpen(true);
          }}
        />
      </form>
      <SearchDialog
        open={open}
        onClose={close}
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
