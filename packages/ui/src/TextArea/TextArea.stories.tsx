import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextArea } from './TextArea.tsx';

const remainingText = (remaining: number) =>
  remaining >= 0 ? `${remaining} characters left` : `${-remaining} characters too many`;

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Personal message', placeholder: 'Write something nice' },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithHint: Story = { args: { hint: 'Printed on the card inside the envelope' } };

export const WithError: Story = { args: { error: 'Please write a message' } };

export const WithCounter: Story = { args: { maxLength: 160, remainingText } };

export const OverTheLimit: Story = {
  args: {
    maxLength: 20,
    remainingText,
    defaultValue: 'Happy birthday! Enjoy a lovely day out on us.',
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Congratulations!' } };
