import type { Meta, StoryObj } from '@storybook/react-vite';
import { useStoryBrand } from '../story-support/story-brand.tsx';
import { TopBar } from './TopBar.tsx';

const meta = {
  title: 'Chrome/TopBar',
  component: TopBar,
  args: {
    label: 'Why shop with us',
    items: [
      'Ordered before 17:00, delivered tomorrow',
      'Always a suitable business gift!',
      'Personalize with packaging',
    ],
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: 'Shown only up to 1023 px wide: pick the mobile or tablet viewport in the toolbar.',
      },
    },
  },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: 'mobile', isRotated: false } };

export const Mobile: Story = { globals: mobile };

export const Tablet: Story = { globals: { viewport: { value: 'tablet', isRotated: false } } };

/** Hidden from 1024 px up. */
export const HiddenOnDesktop: Story = { globals: { viewport: { value: 'smallDesktop', isRotated: false } } };

/** The selling points of the brand picked in the toolbar, in its default language. */
export const BrandSellingPoints: Story = {
  globals: mobile,
  render: function Render(args) {
    const brand = useStoryBrand();
    return <TopBar {...args} items={brand.topBar} />;
  },
};

/** Follows the viewport toolbar: visible up to 1023 px, gone above. */
export const Responsive: Story = {};
