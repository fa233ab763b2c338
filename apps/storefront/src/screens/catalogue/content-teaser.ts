import { lastPathSegment } from '@shop/brand-config';
import type { CatalogueContentListQuery } from '@shop/graphql/operations';
import { href } from '../../routing/href.ts';

/** Intrinsic size of the pages' banners (3:1); CSS scales them to the card. */
export const TEASER_IMAGE_SIZE = { width: 600, height: 200 } as const;

type ApiContentItem = CatalogueContentListQuery['contentPages']['items'][number];

/** A giving moment or blog article as its overview shows it; links are resolved through the route table. */
export interface ContentTeaser {
  readonly id: string;
  readonly href: string;
  readonly title: string;
  /** Shown under the title when it says something else. */
  readonly heroTitle: string | null;
  readonly teaser: string | null;
  readonly image: { readonly src: string; readonly alt: string } | null;
  readonly backgroundColor: string | null;
  readonly publishedAt: Date | null;
}

function hrefOf(lang: string, item: ApiContentItem): string {
  const slug = lastPathSegment(item.path);
  return item.pageType === 'BLOG_ARTICLE' ? href(lang, 'blogArticle', { path: slug }) : href(lang, 'giveMomentPage', { product: slug });
}

export function toContentTeaser(lang: string, item: ApiContentItem): ContentTeaser {
  return {
    id: item.id,
    href: hrefOf(lang, item),
    title: item.title,
    heroTitle: item.heroTitle && item.heroTitle !== item.title ? item.heroTitle : null,
    teaser: item.teaser ?? null,
    image: item.image ? { src: item.image.url, alt: item.image.alt } : null,
    backgroundColor: item.backgroundColor ?? null,
    publishedAt: item.publishedAt ? new Date(item.publishedAt) : null,
  };
}
