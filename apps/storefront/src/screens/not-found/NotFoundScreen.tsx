import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense, type ReactElement } from 'react';
import { getIntl, t } from '../../i18n/server-intl.ts';
import { requireStoreLanguage } from '../../routing/languages.ts';
import { notFoundLinks } from './not-found-links.ts';
import { notFoundModel } from './not-found-model.ts';
import { NotFoundStatus } from './NotFoundStatus.tsx';
import { NotFoundView } from './NotFoundView.tsx';

/**
 * What a page renders instead of its content when the thing it shows does not exist: the 404 screen, rendered on the
 * server in the page's language, answered with status 404 (see NotFoundStatus). Only routes rendered once and cached
 * can answer this way; see `missingPage`.
 */
export function NotFoundScreen({ lang }: { readonly lang: string }) {
  const language = requireStoreLanguage(lang);
  return (
    <>
      <NotFoundView {...notFoundModel(getIntl(language.locale), notFoundLinks(lang))} />
      <Suspense fallback={null}>
        <NotFoundStatus />
      </Suspense>
    </>
  );
}

/** How a route renders: once, then from the cache, or on every request. */
export type Rendering = 'cached' | 'perRequest';

/**
 * The answer of a screen that both kinds of route show. A route rendered per request cannot change its status once
 * its HTML has started, so there `notFound()` is thrown and the browser renders the not-found boundary.
 */
export function missingPage(lang: string, rendering: Rendering): ReactElement {
  if (rendering === 'perRequest') notFound();
  return <NotFoundScreen lang={lang} />;
}

/** The metadata of a page showing the 404 screen: its title, never indexed. */
export function notFoundMetadata(lang: string): Metadata {
  const language = requireStoreLanguage(lang);
  return { title: t(getIntl(language.locale), 'common.notFound.pageTitle'), robots: { index: false, follow: true } };
}
