import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DropdownSelect } from './DropdownSelect.tsx';
import type { SelectOption } from './filterOptions.ts';

type Country = 'IE' | 'NL' | 'BE' | 'DE';

const countries: readonly SelectOption<Country>[] = [
  { id: 'IE', label: 'Ireland' },
  { id: 'NL', label: 'Netherlands' },
  { id: 'BE', label: 'Belgium' },
  { id: 'DE', label: 'Germany' },
];

function renderSelect(value: Country | null = null) {
  const onChange = vi.fn();
  function Harness() {
    const [chosen, setChosen] = useState<Country | null>(value);
    return (
      <DropdownSelect
        label="Country"
        options={countries}
        value={chosen}
        onChange={(id) => {
          setChosen(id);
          onChange(id);
        }}
        placeholder="Choose a country"
        filterLabel="Search countries"
        noOptionsText="No countries found"
      />
    );
  }
  render(<Harness />);
  return { onChange, trigger: screen.getByRole('button', { name: /Country/ }) };
}

function highlightedLabel() {
  const combobox = screen.getByRole('combobox', { name: 'Search countries' });
  const id = combobox.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : undefined;
}

describe('DropdownSelect', () => {
  it('starts closed, showing the placeholder', () => {
    const { trigger } = renderSelect();
    expect(trigger).toHaveAccessibleName('Country Choose a country');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens with the filter box focused and the options listed', async () => {
    const { trigger } = renderSelect();
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('combobox', { name: 'Search countries' })).toHaveFocus();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Ireland',
      'Netherlands',
      'Belgium',
      'Germany',
    ]);
  });

  it('moves the highlight with the arrow keys and wraps around both ends', async () => {
    const { trigger } = renderSelect();
    await userEvent.click(trigger);
    expect(highlightedLabel()).toBe('Ireland');
    await userEvent.keyboard('{ArrowUp}');
    expect(highlightedLabel()).toBe('Germany');
    await userEvent.keyboard('{ArrowDown}');
    expect(highlightedLabel()).toBe('Ireland');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(highlightedLabel()).toBe('Germany');
    await userEvent.keyboard('{ArrowDown}');
    expect(highlightedLabel()).toBe('Ireland');
  });

  it('starts the highlight at the current choice', async () => {
    const { trigger } = renderSelect('BE');
    expect(trigger).toHaveAccessibleName('Country Belgium');
    await userEvent.click(trigger);
    expect(highlightedLabel()).toBe('Belgium');
  });

  it('Enter chooses the highlighted option, reports its id, closes and clears the filter', async () => {
    const { trigger, onChange } = renderSelect();
    await userEvent.click(trigger);
    await userEvent.keyboard('ne');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Netherlands']);
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('NL');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger).toHaveAccessibleName('Country Netherlands');
    expect(trigger).toHaveFocus();
    await userEvent.click(trigger);
    expect(screen.getByRole('combobox')).toHaveValue('');
    expect(screen.getAllByRole('option')).toHaveLength(4);
  });

  it('a click on an option chooses it', async () => {
    const { trigger, onChange } = renderSelect();
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('option', { name: 'Germany' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('DE');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('filters regardless of case', async () => {
    const { trigger } = renderSelect();
    await userEvent.click(trigger);
    await userEvent.keyboard('GER');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Germany']);
  });

  it('an empty filtered list shows the no-options text and disables navigation', async () => {
    const { trigger, onChange } = renderSelect();
    await userEvent.click(trigger);
    await userEvent.keyboard('xyz');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('No countries found');
    await userEvent.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    expect(screen.getByRole('combobox')).not.toHaveAttribute('aria-activedescendant');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('listbox')).toBeInTheDocument();
  });

  it('Escape closes without choosing and returns focus to the select', async () => {
    const { trigger, onChange } = renderSelect('IE');
    await userEvent.click(trigger);
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    expect(trigger).toHaveAccessibleName('Country Ireland');
    expect(trigger).toHaveFocus();
  });

  it('does not let Escape reach surrounding handlers such as a modal', async () => {
    const outerKeyDown = vi.fn();
    render(
      <div onKeyDown={(event) => outerKeyDown(event.key)}>
        <DropdownSelect
          label="Language"
          options={[{ id: 'en', label: 'English' }]}
          value={null}
          onChange={() => {}}
          placeholder="Choose"
          filterLabel="Search languages"
          noOptionsText="None"
        />
      </div>,
    );
    await userEvent.click(screen.getByRole('button', { name: /Language/ }));
    await userEvent.keyboard('{Escape}');
    expect(outerKeyDown).not.toHaveBeenCalledWith('Escape');
  });

  it('opens from the keyboard with the arrow keys', async () => {
    const { trigger } = renderSelect();
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
  });

  it('closes when focus leaves it', async () => {
    render(
      <>
        <DropdownSelect
          label="Country"
          options={countries}
          value={null}
          onChange={() => {}}
          placeholder="Choose a country"
          filterLabel="Search countries"
          noOptionsText="No countries found"
        />
        <button type="button">Elsewhere</button>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: /Country/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('cannot be opened while disabled', async () => {
    render(
      <DropdownSelect
        label="Language"
        options={[{ id: 'en', label: 'English' }]}
        value="en"
        onChange={() => {}}
        placeholder="Choose"
        filterLabel="Search languages"
        noOptionsText="None"
        disabled
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Language/ }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
