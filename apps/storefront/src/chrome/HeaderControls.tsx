'use client';

import { useCallback, useMemo } from 'react';
import { logOut } from '../account/logout.ts';
import { AccountMenu, type AccountMenuProps } from './account/AccountMenu.tsx';
import { popularSearchAction, searchAction } from './search/actions.ts';
import { SearchBox, type SearchBoxProps } from './search/SearchBox.tsx';
import type { SearchSource } from './search/search-types.ts';
import { switchPathsAction } from './store-switcher/actions.ts';
import { StoreSwitcherButton, type StoreSwitcherButtonProps } from './store-switcher/StoreSwitcherButton.tsx';

/*
 * The header's controls wired to the storefront's server actions for the page's language. The language is bound to
 * the actions here, in the browser, not by the header: React sends an action bound by a server component as a
 * reference whose arguments follow in a chunk of their own, one more step for every page rendered to write and for its
 * server-side render to read back (the header's four cost a page rendered per request about 7% of its CPU). The
 * actions check their language like any other argument.
 */

interface PageLanguage {
  /** The page's store language code. */
  readonly lang: string;
}

export function HeaderSearchBox({ lang, ...props }: Omit<SearchBoxProps, 'source'> & PageLanguage) {
  const source = useMemo<SearchSource>(() => ({ popular: () => popularSearchAction(lang), search: (term) => searchAction(lang, term) }), [lang]);
  return <SearchBox {...props} source={source} />;
}

export function HeaderStoreSwitcherButton({ lang, ...props }: Omit<StoreSwitcherButtonProps, 'switchPaths'> & PageLanguage) {
  const switchPaths = useCallback<StoreSwitcherButtonProps['switchPaths']>(
    (country, language, pathname, search) => switchPathsAction(lang, country, language, pathname, search),
    [lang],
  );
  return <StoreSwitcherButton {...props} switchPaths={switchPaths} />;
}

export function HeaderAccountMenu({ lang, ...props }: Omit<AccountMenuProps, 'logOut'> & PageLanguage) {
  const logOutHere = useCallback<AccountMenuProps['logOut']>((pathname) => logOut(lang, pathname), [lang]);
  return <AccountMenu {...props} logOut={logOutHere} />;
}
