import type { Meta, StoryObj } from '@storybook/react-vite';
import { CountBadge } from './CountBadge.tsx';

const meta = {
  title: 'Commerce/CountBadge',
  component: CountBadge,
  args: { count: 3, label: '3 items in your basket' },
  argTypes: { count: { control: { type: 'number', min: 0, step: 1 } } },
} satisfies Meta<typeof CountBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithItems: Story = {};

export const Many: Story = { args: { count: 128, label: '128 items in your basket' } };

/** At zero the badge renders nothing at all. */
export const Empty: Story = { args: { count: 0, label: 'Your basket is empty' } };
