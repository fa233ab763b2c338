import { LOGO_SIZES, LOGO_VARIANTS } from '@shop/brand-config';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useStoryBrand } from '../story-support/story-brand.tsx';
import { Logo } from './Logo.tsx';

const meta = {
  title: 'Chrome/Logo',
  component: Logo,
  args: { src: '', alt: '', variant: 'v1' },
  argTypes: { variant: { control: 'inline-radio', options: LOGO_VARIANTS } },
  render: function Render(args) {
    const brand = useStoryBrand();
    const logo = brand.config.logos.main;
    return <Logo {...args} src={args.src || brand.assetUrl(logo.src)} alt={args.alt || logo.alt} />;
  },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The main logo of the brand picked in the toolbar, at the brand's own size variant. */
export const BrandMainLogo: Story = {
  render: function Render() {
    const brand = useStoryBrand();
    const { src, alt, variant } = brand.config.logos.main;
    return <Logo src={brand.assetUrl(src)} alt={alt} variant={variant} href="/" />;
  },
};

export const V1: Story = { args: { variant: 'v1' } };
export const V2: Story = { args: { variant: 'v2' } };
export const V3: Story = { args: { variant: 'v3' } };

export const Modal: Story = {
  render: function Render() {
    const brand = useStoryBrand();
    const { src, alt } = brand.config.logos.modal;
    return <Logo src={brand.assetUrl(src)} alt={alt} variant="modal" />;
  },
};

export const LinkedHome: Story = { args: { href: '/' } };

/** Every variant side by side with its box outlined; switch viewports to see mobile and desktop sizes. */
export const AllVariants: Story = {
  render: function Render() {
    const brand = useStoryBrand();
    const { src, alt } = brand.config.logos.main;
    return (
      <div style={{ display: 'grid', gap: 24 }}>
        {LOGO_VARIANTS.map((variant) => (
          <figure key={variant} style={{ margin: 0 }}>
            <div style={{ outline: '1px dashed currentColor', width: 'fit-content' }}>
              <Logo src={brand.assetUrl(src)} alt={alt} variant={variant} />
            </div>
            <figcaption>
              {variant}: desktop {LOGO_SIZES[variant].desktop.width}×{LOGO_SIZES[variant].desktop.height}, mobile{' '}
              {LOGO_SIZES[variant].mobile.width}×{LOGO_SIZES[variant].mobile.height}
            </figcaption>
          </figure>
        ))}
      </div>
    );
  },
};
