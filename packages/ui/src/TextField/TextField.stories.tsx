import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField, TEXT_FIELD_TYPES } from './TextField.tsx';

const remainingText = (remaining: number) =>
  remaining >= 0 ? `${remaining} characters left` : `${-remaining} characters too many`;

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'E-mail address', type: 'email', placeholder: 'name@example.com' },
  argTypes: { type: { control: 'select', options: TEXT_FIELD_TYPES } },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithHint: Story = {
  args: { label: 'Postcode', type: 'text', hint: 'For example D02 X285', placeholder: undefined },
};

export const WithError: Story = {
  args: { defaultValue: 'not-an-email', error: 'Please enter a valid e-mail address' },
};

export const WithCounter: Story = {
  args: { label: 'Name on card', type: 'text', maxLength: 20, remainingText, placeholder: undefined },
};

export const OverTheLimit: Story = {
  args: {
    label: 'Name on card',
    type: 'text',
    maxLength: 10,
    remainingText,
    defaultValue: 'Saoirse Ní Bhriain',
    placeholder: undefined,
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'customer@example.ie' } };
