import { artworkPath, listContentPages, type ContentListItemRow, type ListedPageKind, type ShopDatabase } from '@shop/db';
import type { ContentListItem, ContentListKind, PagingInfo, PagingInput } from '@shop/graphql';
import type { Tenant } from '../tenancy/tenant.ts';
import { pageWindow, pagingInfo } from './paging.ts';
import { storeScope } from './storeScope.ts';

const DEFAULT_ITEMS_PER_PAGE = 12;
const MAX_ITEMS_PER_PAGE = 50;
const TEASER_LENGTH = 200;

const KINDS: Record<ContentListKind, { readonly kind: ListedPageKind; readonly pageType: ContentListItem['pageType'] }> = {
  GIVING_MOMENT: { kind: 'giving_moment', pageType: 'GIVING_MOMENT' },
  BLOG_ARTICLE: { kind: 'blog_article', pageType: 'BLOG_ARTICLE' },
};

export interface ContentListPage {
  readonly items: ContentListItem[];
  readonly paging: PagingInfo;
}

/** The text after a heading the page's text opens with; the overview already shows that heading. */
function withoutOpeningHeading(text: string, headings: readonly (string | null)[]): string {
  for (const heading of headings) {
    if (!heading || !text.toLowerCase().startsWith(heading.toLowerCase())) continue;
    const rest = text.slice(heading.length).replace(/^[\s.!?:;,–-]+/, '');
    if (rest !== '') return rest;
  }
  return text;
}

/**
 * The opening of a page's text for its overview card: the first paragraph, without a sentence that repeats the
 * title, cut at a word boundary when it is longer than a teaser.
 */
export function teaserOf(body: string, headings: readonly (string | null)[]): string | null {
  const firstParagraph = body.split(/\n\s*\n/).map((paragraph) => paragraph.replace(/\s+/g, ' ').trim()).find(Boolean);
  if (!firstParagraph) return null;
  const opening = withoutOpeningHeading(firstParagraph, headings);
  if (opening.length <= TEASER_LENGTH) return opening;
  const cut = opening.slice(0, TEASER_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > TEASER_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

function toItem(row: ContentListItemRow, pageType: ContentListItem['pageType']): ContentListItem {
  return {
    id: String(row.id),
    pageType,
    title: row.title,
    path: row.path,
    heroTitle: row.heroTitle,
    teaser: teaserOf(row.body, [row.heroTitle, row.title]),
    // The banner repeats the title, which the overview shows next to it.
    image: row.hasImage ? { url: artworkPath('pages', row.id), alt: '' } : null,
    backgroundColor: row.backgroundColor,
    publishedAt: row.publishedAt === null ? null : new Date(row.publishedAt).toISOString(),
  };
}

/** One page of giving moments or blog articles of the tenant's store and language. */
export async function contentList(db: ShopDatabase, tenant: Tenant, kind: ContentListKind, pagingInput: PagingInput | null | undefined): Promise<ContentListPage> {
  const window = pageWindow(pagingInput, { itemsPerPage: DEFAULT_ITEMS_PER_PAGE, maxItemsPerPage: MAX_ITEMS_PER_PAGE });
  const { kind: pageKind, pageType } = KINDS[kind];
  const list = await listContentPages(db, { ...storeScope(tenant), kind: pageKind, limit: window.limit, offset: window.offset });
  return { items: list.items.map((row) => toItem(row, pageType)), paging: pagingInfo(window, list.totalItems) };
}
