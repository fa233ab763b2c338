'use client';

import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import * as styles from './Search.css.ts';
import { SEARCH_QUERY_PARAMETER } from './query-parameter.ts';
import { SearchDialog, type SearchDialogProps } from './SearchDialog.tsx';

export type SearchBoxProps = Pick<SearchDialogProps, 'source' | 'pathPrefix' | 'product' | 'listHref'>;

/**
 * The header's search field. It only opens the search modal (spec: "opens on focus or key press"): on focus, on a key
 * press (a typed character is kept as the start of the term; Enter and Arrow Down open the suggestions) or from
 * `?s=term` in the page's address, except on the product list, whose page shows that term's results. Focus reached
 * with the Tab key is the exception: a keyboard user passing through the header would otherwise be taken into a dialog
 * they did not ask for (WCAG 3.2.1, On Focus).
 */
export function SearchBox({ source, pathPrefix, product, listHref }: SearchBoxProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState('');
  // Closing gives focus back to the field; that focus must not open the modal again.
  const focusReturning = useRef(false);
  const tabbedInto = useTabNavigation();

  useEffect(() => {
    const fromAddress = new URLSearchParams(window.location.search).get(SEARCH_QUERY_PARAMETER)?.trim();
    if (!fromAddress) return;
    setTerm(fromAddress);
    // The product list answers the term itself, with its page of results: the dialog would only cover them.
    if (new URL(listHref, window.location.href).pathname !== window.location.pathname) setOpen(true);
  }, [listHref]);

  function close() {
    focusReturning.current = true;
    setOpen(false);
  }

  return (
    <>
      {/* Before the script runs, or without it, Enter sends the term to the list, which searches on the server. */}
      <form
        role="search"
        className={styles.form}
        action={listHref}
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        <input
          className={styles.headerField}
          type="search"
          name={SEARCH_QUERY_PARAMETER}
          aria-label={intl.formatMessage({ id: 'search.label' })}
          placeholder={intl.formatMessage({ id: 'search.placeholder' })}
          value={term}
          autoComplete="off"
          enterKeyHint="search"
          onFocus={() => {
            if (focusReturning.current) focusReturning.current = false;
            else if (!tabbedInto()) setOpen(true);
          }}
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

/** How soon after a Tab key press a focus counts as reached with it (the browser moves focus within the same task). */
const TAB_FOCUS_WINDOW_MS = 100;

/** Whether the focus that is arriving now was moved there with the Tab key (or Shift+Tab). */
function useTabNavigation(): () => boolean {
  const lastTabAt = useRef(Number.NEGATIVE_INFINITY);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab') lastTabAt.current = performance.now();
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, []);
  return () => performance.now() - lastTabAt.current < TAB_FOCUS_WINDOW_MS;
}
