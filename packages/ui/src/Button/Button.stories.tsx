import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button, BUTTON_SIZES, BUTTON_VARIANTS } from './Button.tsx';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Add to basket', variant: 'primary', size: 'md', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: BUTTON_VARIANTS },
    size: { control: 'inline-radio', options: BUTTON_SIZES },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Secondary: Story = { args: { variant: 'secondary' } };

export const Link: Story = { args: { variant: 'link', children: 'View all gift cards' } };

export const Disabled: Story = { args: { disabled: true } };

export const Loading: Story = { args: { loading: true, loadingLabel: 'Adding to basket' } };

export const AsLink: Story = { args: { href: '/gift-cards/', children: 'Shop gift cards' } };

export const FullWidth: Story = { args: { fullWidth: true } };

export const AllVariantsAndStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {BUTTON_VARIANTS.map((variant) => (
        <div key={variant} style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
          {BUTTON_SIZES.map((size) => (
            <Button key={size} {...args} variant={variant} size={size}>
              {`${variant} ${size}`}
            </Button>
          ))}
          <Button {...args} variant={variant} disabled>
            Disabled
          </Button>
          <Button {...args} variant={variant} loading loadingLabel="Loading">
            Loading
          </Button>
        </div>
      ))}
    </div>
  ),
};
