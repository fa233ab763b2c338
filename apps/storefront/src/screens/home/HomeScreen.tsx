import { lastPathSegment } from '@shop/brand-config';
import { storeTimeZone } from '@shop/delivery';
import {
  CatalogueCategoriesDocument,
  CatalogueContentListDocument,
  CatalogueHomeBlocksDocument,
  CatalogueProductTotalDocument,
  type ContentListKind,
} from '@shop/graphql/operations';
import type { LanguageCode } from '@shop/brand-config';
import { currentBrand } from '../../brand/current-brand.ts';
import { serverQuery } from '../../data/server.ts';
import { productWord } from '../../i18n/product-word.ts';
import { t } from '../../i18n/server-intl.ts';
import { href } from '../../routing/href.ts';
import { pageIntl } from '../catalogue/content.ts';
import { toContentTeaser } from '../catalogue/content-teaser.ts';
import { catalogueSizeClaim, splitMostChosen } from '../catalogue/most-chosen.ts';
import { toCatalogueCards } from '../catalogue/to-catalogue-card.ts';
import { BusinessBlock } from './BusinessBlock.tsx';
import { CategoryTiles } from './CategoryTiles.tsx';
import { ContentTeasers } from './ContentTeasers.tsx';
import { HomeHero, type HeroChoiceCard } from './HomeHero.tsx';
import { MostChosen } from './MostChosen.tsx';
import { SellingPoints } from './SellingPoints.tsx';

/** Giving moments and blog articles the home page teases: one row on a large desktop. */
export const HOME_GIVING_MOMENTS = 4;
export const HOME_BLOG_ARTICLES = 3;

function contentTeasers(lang: string, kind: ContentListKind, count: number) {
  return serverQuery(lang, CatalogueContentListDocument, { kind, paging: { itemsPerPage: count, pageNumber: 1 } }).then((data) =>
    data.contentPages.items.map((item) => toContentTeaser(lang, item)),
  );
}

/** Spec §2 home: hero, selling points, categories, 'Most chosen', giving moments, business, blog. */
export async function HomeScreen({ lang }: { readonly lang: string }) {
  const { intl } = pageIntl(lang);
  const product = productWord(lang).plural;
  const [blocks, total, categories, moments, articles] = await Promise.all([
    serverQuery(lang, CatalogueHomeBlocksDocument, {}),
    serverQuery(lang, CatalogueProductTotalDocument, {}),
    serverQuery(lang, CatalogueCategoriesDocument, {}),
    contentTeasers(lang, 'GIVING_MOMENT', HOME_GIVING_MOMENTS),
    contentTeasers(lang, 'BLOG_ARTICLE', HOME_BLOG_ARTICLES),
  ]);
  const blockOfType = (type: string) => blocks.blocksQueue.list.find((block) => block.blockType === type);

  const heroCard = blockOfType('hero')?.products[0];
  const choiceCard: HeroChoiceCard | null =
    currentBrand.choiceCard.show && heroCard ? { href: href(lang, 'choiceCard'), imageSrc: heroCard.image.url } : null;

  const mostChosen = blockOfType('most_chosen');
  const { featured, top } = splitMostChosen(mostChosen?.products ?? []);
  const claim = catalogueSizeClaim(total.products.paging?.totalItems ?? 0);
  const viewAllText =
    claim.kind === 'atLeast'
      ? t(intl, 'catalogue.home.viewAllAtLeast', { count: claim.count, product })
      : t(intl, 'catalogue.home.viewAll', { product });

  return (
    <>
      <HomeHero intl={intl} product={product} listHref={href(lang, 'productList')} choiceCard={choiceCard} />
      <SellingPoints points={currentBrand.topBar[lang as LanguageCode] ?? []} label={t(intl, 'catalogue.home.sellingPoints')} />
      <CategoryTiles
        intl={intl}
        allHref={href(lang, 'categoryAll')}
        categories={categories.menuCategories.categories.map((category) => ({
          id: category.id,
          title: category.title,
          href: href(lang, 'category', { category: lastPathSegment(category.path) }),
          iconSrc: category.icon?.url ?? null,
        }))}
      />
      <MostChosen
        intl={intl}
        title={mostChosen?.title ?? null}
        featured={toCatalogueCards(lang, intl, featured).map((card) => ({ ...card, size: 'large' as const }))}
        top={toCatalogueCards(lang, intl, top, featured.length + 1).map((card) => ({ ...card, size: 'small' as const }))}
        viewAll={{ text: viewAllText, href: href(lang, 'productList') }}
      />
      <ContentTeasers
        intl={intl}
        headingId="home-giving-moments"
        heading={t(intl, 'catalogue.home.giveMoments.title')}
        intro={t(intl, 'catalogue.giveMoments.intro', { product })}
        items={moments}
        overview={{ text: t(intl, 'catalogue.home.giveMoments.all'), href: href(lang, 'giveMoments') }}
      />
      <BusinessBlock intl={intl} product={product} businessHref={href(lang, 'business')} />
      <ContentTeasers
        intl={intl}
        headingId="home-blog"
        heading={t(intl, 'catalogue.home.blog.title')}
        items={articles}
        overview={{ text: t(intl, 'catalogue.home.blog.all'), href: href(lang, 'blog') }}
        dates={{ timeZone: storeTimeZone(currentBrand.country) }}
      />
    </>
  );
}
