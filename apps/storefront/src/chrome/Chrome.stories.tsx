import type { Meta, StoryObj } from '@storybook/react-vite';
import { useStoryBrand } from '@shop/ui/story-brand';
import { useState } from 'react';
import { brandAssetUrl } from '../brand/assets.ts';
import { StoryMessages, storyPicture, useStoryStorefront } from '../story-support/story-storefront.tsx';
import { BasketLink } from './basket/BasketLink.tsx';
import { Footer } from './Footer.tsx';
import * as headerStyles from './Header.css.ts';
import { DesktopCategoryMenu, MobileCategoryMenu } from './menu/CategoryMenu.tsx';
import type { MenuCategory, TopProductsByCategory } from './menu/menu-types.ts';
import { SearchBox } from './search/SearchBox.tsx';
import { SearchDialog } from './search/SearchDialog.tsx';
import type { PopularSearchData, SearchBody, SearchSource } from './search/search-types.ts';
import { storeChoices } from './store-switcher/countries.ts';
import { StoreSwitcherButton } from './store-switcher/StoreSwitcherButton.tsx';
import { StoreSwitcherModal } from './store-switcher/StoreSwitcherModal.tsx';

const CATEGORY_TITLES = ['Restaurants', 'Spa & wellness', 'Fashion', 'Books & music', 'Experiences', 'Home & garden', 'Electronics', 'Travel'];
const CATEGORIES: readonly MenuCategory[] = CATEGORY_TITLES.map((title, index) => ({ title, href: `/category/${index + 1}/` }));
const TOP_PRODUCTS: TopProductsByCategory = Object.fromEntries(
  CATEGORY_TITLES.map((title, index) => [
    `/category/${index + 1}/`,
    [`${title} gift card`, `${title} deluxe`, `${title} for two`].map((product, rank) => ({ title: product, href: `/gift-cards/${index}-${rank}/` })),
  ]),
);

const POPULAR: PopularSearchData = {
  terms: [{ title: 'Restaurants', url: '/?s=Restaurants' }, { title: 'Spa day', url: '/?s=Spa%20day' }, { title: 'Cinema', url: '/?s=Cinema' }],
  entities: [
    { id: '1', title: 'Harbour House Restaurant', path: '/gift-cards/harbour-house-restaurant', backgroundColor: '#f4f1ea', image: { url: storyPicture('#7c2d12', 'Harbour House'), alt: 'Harbour House Restaurant' } },
    { id: '2', title: 'Serenity Spa Dublin', path: '/gift-cards/serenity-spa-dublin', backgroundColor: '#f4f1ea', image: { url: storyPicture('#0f766e', 'Serenity Spa'), alt: 'Serenity Spa Dublin' } },
  ],
  highlightedBlocks: [],
};

function hit(id: string, title: string, path: string, heroTitle: string | null = null) {
  return { id, title, path, heroTitle, backgroundColor: '#f4f1ea', image: { url: storyPicture('#334155', title), alt: title }, productType: null };
}

const RESULTS: SearchBody = {
  count: 3,
  groups: [
    { groupType: 'GIFTCARDS', count: 2, items: [hit('1', 'Harbour House Restaurant', '/gift-cards/harbour-house-restaurant'), hit('2', 'Saffron Restaurant', '/gift-cards/saffron-restaurant')] },
    { groupType: 'GIVING_MOMENTS', count: 1, items: [hit('9', 'Birthday', '/give-moment/birthday', 'Happy birthday! Give a gift card they will love')] },
  ],
};

/** Answers like the API: suggestions for an empty field, restaurants for 'rest…', nothing otherwise. */
const SOURCE: SearchSource = {
  popular: async () => POPULAR,
  search: async (term) => (term.toLowerCase().startsWith('rest') ? RESULTS : { count: 0, groups: [] }),
};

function Search() {
  const { product } = useStoryStorefront();
  return <SearchBox source={SOURCE} pathPrefix="" product={{ plural: product.plural, heading: product.plural }} listHref="/gift-cards/" />;
}

function OpenSearch({ initialTerm }: { readonly initialTerm: string }) {
  const { product } = useStoryStorefront();
  const [term, setTerm] = useState(initialTerm);
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open search
      </button>
      <SearchDialog
        open={open}
        onClose={() => setOpen(false)}
        term={term}
        onTermChange={setTerm}
        source={SOURCE}
        pathPrefix=""
        product={{ plural: product.plural, heading: product.plural }}
        listHref="/gift-cards/"
      />
    </>
  );
}

function StoreSwitcher({ open }: { readonly open: boolean }) {
  const brand = useStoryBrand();
  const { lang, locale } = useStoryStorefront();
  const props = {
    choices: storeChoices(brand.config),
    currentCountry: brand.config.country,
    currentLanguage: lang,
    locale,
    logo: { src: brandAssetUrl(brand.code, brand.config.logos.modal.src), alt: brand.config.logos.modal.alt },
    switchPaths: async () => ({ translated: null, home: '/' }),
    navigate: () => undefined,
  };
  const [shown, setShown] = useState(open);
  return open ? (
    <StoreSwitcherModal {...props} open={shown} onClose={() => setShown(false)} />
  ) : (
    <StoreSwitcherButton {...props} loadChoices={async () => props.choices} />
  );
}

function Basket({ count }: { readonly count: number | null }) {
  const { lang } = useStoryStorefront();
  return (
    <div className={headerStyles.actions}>
      <BasketLink lang={lang} href="/cart/" loadQuantity={async () => count} />
    </div>
  );
}

function StoreFooter() {
  const { lang } = useStoryStorefront();
  return <Footer lang={lang} />;
}

/** The header's parts, the search, the store switcher and the footer, in the toolbar brand's theme and language. */
const meta = {
  title: 'Storefront/Chrome',
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <StoryMessages>
        <Story />
      </StoryMessages>
    ),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The desktop header's category menu: hover or open it to see a category's top products. */
export const CategoryMenuDesktop: Story = {
  name: 'Category menu (desktop)',
  render: () => {
    const { product } = useStoryStorefront();
    return (
      <DesktopCategoryMenu
        categories={CATEGORIES}
        lang="en"
        loadTop={async () => TOP_PRODUCTS}
        productHeading={product.plural}
        allCategoriesHref="/category/all-gift-cards/"
      />
    );
  },
};
/** Spec §9: the mobile menu lists 6 categories, then 'View all categories'. */
export const CategoryMenuMobile: Story = {
  name: 'Category menu (mobile)',
  render: () => {
    const { product } = useStoryStorefront();
    return <MobileCategoryMenu categories={CATEGORIES} productHeading={product.plural} allCategoriesHref="/category/all-gift-cards/" />;
  },
  globals: { viewport: { value: 'mobile' } },
};
export const SearchField: Story = { name: 'Search: header field', render: () => <Search /> };
export const SearchSuggestions: Story = { name: 'Search: suggestions', render: () => <OpenSearch initialTerm="" /> };
export const SearchResults: Story = { name: 'Search: results', render: () => <OpenSearch initialTerm="restaurant" /> };
export const SearchNoResults: Story = { name: 'Search: no results', render: () => <OpenSearch initialTerm="zzz" /> };
export const StoreSwitcherClosed: Story = { name: 'Store switcher: button', render: () => <StoreSwitcher open={false} /> };
export const StoreSwitcherOpen: Story = { name: 'Store switcher: open', render: () => <StoreSwitcher open /> };
export const BasketEmpty: Story = { name: 'Basket link: empty', render: () => <Basket count={0} /> };
export const BasketWithItems: Story = { name: 'Basket link: 3 items', render: () => <Basket count={3} /> };
export const FooterStory: Story = { name: 'Footer', render: () => <StoreFooter /> };
