import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner, SPINNER_SIZES, SPINNER_TONES } from './Spinner.tsx';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  args: { label: 'Loading gift cards', size: 'md', tone: 'brand' },
  argTypes: {
    size: { control: 'inline-radio', options: SPINNER_SIZES },
    tone: { control: 'inline-radio', options: SPINNER_TONES },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {SPINNER_SIZES.map((size) => (
        <Spinner key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

export const InheritsTextColour: Story = {
  args: { tone: 'current' },
};
