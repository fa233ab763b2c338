import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense, type ReactElement } from 'react';
import { getIntl, t } from '../../i18n/server-intl.ts';
import { requireStoreLanguage } from '../../routing/languages.ts';
import { notFoundLinks } from './not-found-links.ts';
import { notFoundModel } from './not-found-model.ts';
import { NotFoundStatus } from './NotFoundStatus.tsx';
import { markPageNotFound } from './page-status.ts';
import { NotFoundView } from './NotFoundView.tsx';

/** How a route renders: once, then from the cache, or on every request. */
export type Rendering = 'cached' | 'perRequest';

/**
 * What a page renders instead of its content when the thing it shows does not exist: the 404 screen, rendered on the
 * server in the page's language, answered with status 404 (see NotFoundStatus). A route rendered per request shows it
 * through `missingPage`.
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

/**
 * The answer of a page whose subject does not exist. Next sends the status of a route rendered per request with its
 * first bytes, before the Suspense boundary of NotFoundStatus could change it: the storefront's server does
 * (markPageNotFound). Without that server (`next dev`), `notFound()` is thrown instead, and the browser renders the
 * not-found boundary.
 */
export function missingPage(lang: string, rendering: Rendering): ReactElement {
  if (rendering === 'perRequest' && !markPageNotFound()) notFound();
  return <NotFoundScreen lang={lang} />;
}

/** The metadata of a page showing the 404 screen: its title, never indexed. */
export function notFoundMetadata(lang: string): Metadata {
  const language = requireStoreLanguage(lang);
  return { title: t(getIntl(language.locale), 'common.notFound.pageTitle'), robots: { index: false, follow: true } };
}
