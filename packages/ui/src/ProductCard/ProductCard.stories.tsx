import type { Meta, StoryObj } from '@storybook/react-vite';
import { PRODUCT_LABEL_ICONS } from './LabelIcon.tsx';
import { PRODUCT_CARD_SIZES, ProductCard } from './ProductCard.tsx';

/** A gift card picture drawn inline, so stories need no image files. */
function cardPicture(colour: string, text: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200"><rect width="320" height="200" rx="16" fill="${colour}"/><text x="24" y="176" font-family="sans-serif" font-size="28" font-weight="700" fill="#fff">${text}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const meta = {
  title: 'Commerce/ProductCard',
  component: ProductCard,
  args: {
    href: '/gift-cards/dinner-cheque/',
    title: 'Dinner Cheque',
    description: 'Dine at over 1,500 restaurants',
    price: 'from €10.00',
    size: 'large',
    image: { src: cardPicture('#7c2d12', 'Dinner Cheque'), alt: 'Dinner Cheque gift card', width: 320, height: 200 },
    backgroundColor: '#fde68a',
  },
  argTypes: {
    size: { control: 'inline-radio', options: PRODUCT_CARD_SIZES },
  },
  parameters: { cardMaxWidth: 360 },
  decorators: [
    (Story, { parameters }) => (
      <div style={{ maxWidth: parameters['cardMaxWidth'] }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Large: Story = {};

export const Small: Story = { args: { size: 'small' } };

/** A small card in a narrow cell, as the home page's 'Most chosen' pair on a phone: the text goes under the image. */
export const SmallInNarrowCell: Story = { args: { size: 'small' }, parameters: { cardMaxWidth: 180 } };

export const WithoutDescription: Story = { args: { description: undefined } };

export const LabelLike: Story = { args: { label: { title: 'Favourite', color: '#be123c', icon: 'like' } } };

export const LabelStar: Story = { args: { label: { title: 'Best seller', color: '#facc15', icon: 'star' } } };

export const Free: Story = {
  args: {
    title: 'Greeting card',
    description: 'Add a free greeting card to your order',
    freeLabel: 'Free',
    price: undefined,
    image: { src: cardPicture('#15803d', 'Greeting'), alt: 'Greeting card', width: 320, height: 200 },
  },
};

export const ExternalLink: Story = {
  args: {
    href: 'https://www.example.com/giftcards/',
    title: 'Partner gift card',
    description: 'Ordered on our partner site',
    externalLink: { newTabText: '(opens in a new tab)' },
  },
};

/** Both sizes with every label icon, a light and a dark label colour, and the free label. */
export const Grid: Story = {
  parameters: { cardMaxWidth: 'none' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
      {PRODUCT_CARD_SIZES.flatMap((size) =>
        PRODUCT_LABEL_ICONS.map((icon, index) => (
          <ProductCard
            key={`${size}-${icon}`}
            {...args}
            size={size}
            label={{ title: icon === 'like' ? 'Favourite' : 'Best seller', color: index ? '#facc15' : '#1e3a8a', icon }}
            {...(index ? { freeLabel: 'Free', price: undefined } : {})}
          />
        )),
      )}
    </div>
  ),
};
