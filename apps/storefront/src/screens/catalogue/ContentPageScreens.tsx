import type { ScreenId } from '@shop/brand-config';
import { hrefWithQuery, languagePathPrefix, unprefixedPath } from '../../routing/href.ts';
import { missingPage, NotFoundScreen } from '../not-found/NotFoundScreen.tsx';
import { ContentBody } from './ContentBody.tsx';
import { findContentPage, pageIntl, type ContentPage } from './content.ts';
import { listingQuery, parsePageParam } from './pagination.ts';
import { fetchPageProducts, ProductsOfPage } from './ProductsOfPage.tsx';
import type { SearchParams } from './ProductListScreen.tsx';

/** Screens whose content is one API page, filed under the screen's own path. */
export const INFORMATION_SCREENS = [
  'contact', 'delivery', 'cancelationPolicy', 'termsConditions', 'cookies', 'cookiesPrivacyStatement', 'business',
] as const satisfies readonly ScreenId[];
export type InformationScreen = (typeof INFORMATION_SCREENS)[number];

export function informationPage(lang: string, screen: InformationScreen): Promise<ContentPage | null> {
  const types = screen === 'business' ? (['LANDING'] as const) : (['INFORMATION'] as const);
  return findContentPage(lang, [unprefixedPath(lang, screen)], types);
}

export async function InformationScreen({ lang, screen }: { readonly lang: string; readonly screen: InformationScreen }) {
  const page = await informationPage(lang, screen);
  if (!page) return <NotFoundScreen lang={lang} />;
  return <ContentBody page={page} headingId={`${screen}-title`} />;
}

export function landingPage(lang: string, path: readonly string[]): Promise<ContentPage | null> {
  return findContentPage(lang, [`/${path.map(encodeURIComponent).join('/')}`], ['LANDING']);
}

/** Catch-all: the API's landing page at this path with its products, else the 404 screen. */
export async function LandingScreen({ lang, path, page: pageNumber }: { readonly lang: string; readonly path: readonly string[]; readonly page: number }) {
  const { intl } = pageIntl(lang);
  const page = await landingPage(lang, path);
  if (!page) return <NotFoundScreen lang={lang} />;
  const listing = await fetchPageProducts(lang, page, 'landing', pageNumber);
  if (!listing) return <NotFoundScreen lang={lang} />;
  const base = `${languagePathPrefix(lang)}/${path.map(encodeURIComponent).join('/')}/`;
  return (
    <>
      <ContentBody page={page} headingId="landing-title" />
      <ProductsOfPage
        lang={lang}
        intl={intl}
        page={page}
        pageKind="landing"
        listing={listing}
        hrefFor={(pageNumber) => (pageNumber > 1 ? `${base}?page=${pageNumber}` : base)}
      />
    </>
  );
}

export function givingMomentPage(lang: string, moment: string): Promise<ContentPage | null> {
  return findContentPage(lang, [unprefixedPath(lang, 'giveMomentPage', { product: moment })], ['GIVING_MOMENT']);
}

export async function GiveMomentPageScreen({ lang, moment, searchParams }: { readonly lang: string; readonly moment: string; readonly searchParams: SearchParams }) {
  const { intl } = pageIntl(lang);
  const pageParam = parsePageParam(searchParams.page);
  if (pageParam.kind === 'invalid') return missingPage(lang, 'perRequest');
  const page = await givingMomentPage(lang, moment);
  if (!page) return missingPage(lang, 'perRequest');
  const listing = await fetchPageProducts(lang, page, 'giving_moment', pageParam.page);
  if (!listing) return missingPage(lang, 'perRequest');
  return (
    <>
      <ContentBody page={page} headingId="giving-moment-title" />
      <ProductsOfPage
        lang={lang}
        intl={intl}
        page={page}
        pageKind="giving_moment"
        listing={listing}
        hrefFor={(pageNumber) => hrefWithQuery(lang, 'giveMomentPage', listingQuery({}, pageNumber), { product: moment })}
      />
    </>
  );
}

export function blogArticlePage(lang: string, path: string): Promise<ContentPage | null> {
  return findContentPage(lang, [unprefixedPath(lang, 'blogArticle', { path })], ['BLOG_ARTICLE']);
}

export async function BlogArticleScreen({ lang, path }: { readonly lang: string; readonly path: string }) {
  const page = await blogArticlePage(lang, path);
  if (!page) return <NotFoundScreen lang={lang} />;
  return (
    <article>
      <ContentBody page={page} headingId="blog-article-title" />
    </article>
  );
}
