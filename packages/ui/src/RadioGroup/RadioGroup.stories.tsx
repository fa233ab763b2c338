import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RADIO_GROUP_ORIENTATIONS, RadioGroup } from './RadioGroup.tsx';

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: {
    legend: 'Delivery',
    name: 'delivery',
    options: [
      { value: 'DIGITAL', label: 'By e-mail', description: 'Arrives within minutes' },
      { value: 'PHYSICAL', label: 'By post', description: 'Arrives in 1–3 working days' },
      { value: 'PICKUP', label: 'Pick up in store', disabled: true },
    ],
    orientation: 'vertical',
    onChange: fn(),
  },
  argTypes: { orientation: { control: 'inline-radio', options: RADIO_GROUP_ORIENTATIONS } },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingChosen: Story = {};

export const Chosen: Story = { args: { defaultValue: 'PHYSICAL' } };

export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: 'DIGITAL' } };

export const WithHint: Story = { args: { hint: 'Choose how the gift card travels' } };

export const WithError: Story = { args: { error: 'Please choose a delivery method' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'DIGITAL' } };
