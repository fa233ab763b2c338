import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Send me offers by e-mail', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};

export const Checked: Story = { args: { defaultChecked: true } };

export const WithDescription: Story = {
  args: { description: 'At most one e-mail a week. Unsubscribe at any time.' },
};

export const WithLinkInLabel: Story = {
  args: {
    label: (
      <>
        I accept the <a href="/terms/">terms and conditions</a>
      </>
    ),
  },
};

export const WithError: Story = {
  args: { label: 'I accept the terms and conditions', error: 'Please accept the terms to continue' },
};

export const Disabled: Story = { args: { disabled: true } };

export const DisabledChecked: Story = { args: { disabled: true, defaultChecked: true } };
