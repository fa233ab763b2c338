import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScrollUpButton } from './ScrollUpButton.tsx';

const meta = {
  title: 'Chrome/ScrollUpButton',
  component: ScrollUpButton,
  args: { label: 'Back to top' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScrollUpButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Scroll the canvas down more than two screens: the button appears bottom right. */
export const OnALongPage: Story = {
  render: (args) => (
    <div>
      {Array.from({ length: 40 }, (_, index) => (
        <p key={index} style={{ margin: 0, padding: '2rem 1rem', borderBottom: '1px solid currentColor' }}>
          Section {index + 1}
        </p>
      ))}
      <ScrollUpButton {...args} />
    </div>
  ),
};

/** On a page shorter than twice the screen the button never shows. */
export const OnAShortPage: Story = {
  render: (args) => (
    <div>
      <p>A short page: nothing to scroll back from.</p>
      <ScrollUpButton {...args} />
    </div>
  ),
};
