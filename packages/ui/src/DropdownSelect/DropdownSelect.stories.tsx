import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { DropdownSelect, type DropdownSelectProps } from './DropdownSelect.tsx';
import type { SelectOption } from './filterOptions.ts';

const flag = (emoji: string) => <span style={{ fontSize: '1.25em' }}>{emoji}</span>;

const countries: readonly SelectOption[] = [
  { id: 'IE', label: 'Ireland', icon: flag('🇮🇪') },
  { id: 'NL', label: 'Netherlands', icon: flag('🇳🇱') },
  { id: 'BE', label: 'Belgium', icon: flag('🇧🇪') },
  { id: 'DE', label: 'Germany', icon: flag('🇩🇪') },
  { id: 'FR', label: 'France', icon: flag('🇫🇷') },
  { id: 'AT', label: 'Austria', icon: flag('🇦🇹') },
  { id: 'IT', label: 'Italy', icon: flag('🇮🇹') },
  { id: 'PT', label: 'Portugal', icon: flag('🇵🇹') },
];

/** Keeps the chosen value in story state so choosing visibly updates the select. */
function StatefulSelect(props: DropdownSelectProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ maxWidth: 320, minHeight: 380 }}>
      <DropdownSelect
        {...props}
        value={value}
        onChange={(id) => {
          setValue(id);
          props.onChange(id);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Forms/DropdownSelect',
  component: DropdownSelect,
  render: (args) => <StatefulSelect {...args} />,
  args: {
    label: 'Country',
    options: countries,
    value: null,
    onChange: fn(),
    placeholder: 'Choose a country',
    filterLabel: 'Search countries',
    filterPlaceholder: 'Type to search',
    noOptionsText: 'No countries found',
  },
} satisfies Meta<typeof DropdownSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const WithValue: Story = { args: { value: 'IE' } };

export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Country/ }));
  },
};

export const NoMatchingOptions: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Country/ }));
    await userEvent.keyboard('zzz');
  },
};

export const WithoutIcons: Story = {
  args: { options: countries.map(({ id, label }) => ({ id, label })) },
};

export const WithError: Story = { args: { error: 'Please choose a country' } };

export const Disabled: Story = { args: { value: 'IE', disabled: true } };
