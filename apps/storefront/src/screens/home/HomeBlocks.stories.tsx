import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CatalogueCard } from '../catalogue/card-model.ts';
import type { ContentTeaser } from '../catalogue/content-teaser.ts';
import { storyPicture, useStoryStorefront } from '../../story-support/story-storefront.tsx';
import { t } from '../../i18n/server-intl.ts';
import { BusinessBlock } from './BusinessBlock.tsx';
import { CategoryTiles } from './CategoryTiles.tsx';
import { ContentTeasers } from './ContentTeasers.tsx';
import { HomeHero } from './HomeHero.tsx';
import { MostChosen } from './MostChosen.tsx';
import { SellingPoints } from './SellingPoints.tsx';
import { useStoryBrand } from '@shop/ui/story-brand';

/** A category icon as the API draws it: a motif in a circle. */
function icon(colour: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48"><circle cx="24" cy="24" r="22" fill="${colour}"/><path d="M14 30h20M18 22h12" stroke="#fff" stroke-width="3" stroke-linecap="round"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const CATEGORIES = [
  ['Restaurants', '#b45309'], ['Spa & wellness', '#0f766e'], ['Fashion', '#7c3aed'], ['Books & music', '#1d4ed8'],
  ['Experiences', '#be123c'], ['Home & garden', '#15803d'], ['Electronics', '#334155'], ['Travel', '#0369a1'],
].map(([title = '', colour = ''], index) => ({ id: String(index + 1), title, href: `/category/${index + 1}/`, iconSrc: icon(colour) }));

function card(index: number, title: string, colour: string, size: CatalogueCard['size'], description: string): CatalogueCard {
  return {
    id: `card-${index}`,
    href: `/gift-cards/card-${index}/`,
    title,
    description,
    image: { src: storyPicture(colour, title), alt: `${title} gift card` },
    backgroundColor: '#f4f1ea',
    size,
    price: 'from €10.00',
    position: index,
  };
}

const FEATURED = [
  card(1, 'Harbour House Restaurant', '#7c2d12', 'large', 'Seafood on the quay, for two or for the whole family'),
  card(2, 'Serenity Spa Dublin', '#0f766e', 'large', 'A day of calm: treatments, sauna and a pool with a view'),
];
const TOP = [
  card(3, 'Page Turner Books', '#1d4ed8', 'small', 'Novels, cookbooks and comics'),
  card(4, 'Café Amélie', '#a16207', 'small', 'Coffee, cake and a slow Sunday'),
  card(5, 'Pixel Electronics', '#334155', 'small', 'Headphones, games and gadgets'),
  card(6, 'Atlantic Adventures', '#0369a1', 'small', 'Kayaking, surfing and coastal walks'),
];

function teaser(index: number, title: string, heroTitle: string | null, colour: string, kind: 'moment' | 'article'): ContentTeaser {
  return {
    id: `${kind}-${index}`,
    href: kind === 'moment' ? `/give-moment/${index}/` : `/blog/${index}/`,
    title,
    heroTitle,
    teaser: kind === 'article' ? 'Five ideas that take a minute to choose and make a whole weekend.' : null,
    image: null,
    backgroundColor: colour,
    publishedAt: kind === 'article' ? new Date(Date.UTC(2026, 9, index + 1)) : null,
  };
}

const MOMENTS = [
  teaser(1, 'Birthday', 'Happy birthday! Give a gift card they will love', '#f59e0b', 'moment'),
  teaser(2, 'Wedding', 'Start married life with something to share', '#db2777', 'moment'),
  teaser(3, 'Thank you', 'Say thanks with a treat of their choosing', '#16a34a', 'moment'),
  teaser(4, 'Christmas', 'Gifts under the tree, chosen in minutes', '#dc2626', 'moment'),
];
const ARTICLES = [
  teaser(1, 'Last-minute gift ideas', null, '#0ea5e9', 'article'),
  teaser(2, 'How to thank your team at the end of the year', null, '#8b5cf6', 'article'),
  teaser(3, 'Gift cards for every kind of foodie', null, '#f97316', 'article'),
];

function Hero({ withChoiceCard }: { readonly withChoiceCard: boolean }) {
  const { intl, product } = useStoryStorefront();
  return (
    <HomeHero
      intl={intl}
      product={product.plural}
      listHref="/gift-cards/"
      choiceCard={withChoiceCard ? { href: '/gift-cards/all-in-1-choice-gift-card/', imageSrc: storyPicture('#111827', 'All-in-1 Choice', 480, 300) } : null}
    />
  );
}

function Points() {
  const brand = useStoryBrand();
  const { intl } = useStoryStorefront();
  return <SellingPoints points={brand.topBar} label={t(intl, 'catalogue.home.sellingPoints')} />;
}

function Categories() {
  const { intl } = useStoryStorefront();
  return <CategoryTiles intl={intl} categories={CATEGORIES} allHref="/category/all-gift-cards/" />;
}

function MostChosenBlock({ featured, top }: { readonly featured: number; readonly top: number }) {
  const { intl, product } = useStoryStorefront();
  return (
    <MostChosen
      intl={intl}
      title={null}
      featured={FEATURED.slice(0, featured)}
      top={TOP.slice(0, top)}
      viewAll={{ text: t(intl, 'catalogue.home.viewAllAtLeast', { count: 200, product: product.plural }), href: '/gift-cards/' }}
    />
  );
}

function GivingMoments() {
  const { intl, product } = useStoryStorefront();
  return (
    <ContentTeasers
      intl={intl}
      headingId="story-moments"
      heading={t(intl, 'catalogue.home.giveMoments.title')}
      intro={t(intl, 'catalogue.giveMoments.intro', { product: product.plural })}
      items={MOMENTS}
      overview={{ text: t(intl, 'catalogue.home.giveMoments.all'), href: '/give-moment/' }}
    />
  );
}

function Business() {
  const { intl, product } = useStoryStorefront();
  return <BusinessBlock intl={intl} product={product.plural} businessHref="/business/" />;
}

function Blog() {
  const { intl } = useStoryStorefront();
  return (
    <ContentTeasers
      intl={intl}
      headingId="story-blog"
      heading={t(intl, 'catalogue.home.blog.title')}
      items={ARTICLES}
      overview={{ text: t(intl, 'catalogue.home.blog.all'), href: '/blog/' }}
      dates={{ timeZone: 'Europe/Dublin' }}
    />
  );
}

/** The home page's blocks, as the storefront renders them on the server, in the toolbar brand's theme and language. */
const meta = {
  title: 'Storefront/Home',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const WholePage: Story = {
  render: () => (
    <main>
      <Hero withChoiceCard />
      <Points />
      <Categories />
      <MostChosenBlock featured={2} top={4} />
      <GivingMoments />
      <Business />
      <Blog />
    </main>
  ),
};

export const HeroWithChoiceCard: Story = { render: () => <Hero withChoiceCard /> };
/** Storefronts that do not sell the All-in-1 Choice card. */
export const HeroWithoutChoiceCard: Story = { render: () => <Hero withChoiceCard={false} /> };
export const SellingPointsBlock: Story = { name: 'Selling points', render: () => <Points /> };
export const CategoryTilesBlock: Story = { name: 'Category tiles', render: () => <Categories /> };
/** Spec §9: 2 featured, 4 top products (the last two on large desktop only: switch the viewport). */
export const MostChosenTwoFeatured: Story = { name: 'Most chosen: 2 featured', render: () => <MostChosenBlock featured={2} top={4} /> };
export const MostChosenOneFeatured: Story = { name: 'Most chosen: 1 featured', render: () => <MostChosenBlock featured={1} top={2} /> };
export const GivingMomentsBlock: Story = { name: 'Giving moments', render: () => <GivingMoments /> };
export const BusinessBlockStory: Story = { name: 'Business', render: () => <Business /> };
export const BlogTeasersBlock: Story = { name: 'Blog teasers', render: () => <Blog /> };
