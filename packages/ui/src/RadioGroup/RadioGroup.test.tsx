import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup, type RadioOption } from './RadioGroup.tsx';

type Delivery = 'DIGITAL' | 'PHYSICAL' | 'PICKUP';

const options: readonly RadioOption<Delivery>[] = [
  { value: 'DIGITAL', label: 'By e-mail', description: 'Arrives within minutes' },
  { value: 'PHYSICAL', label: 'By post' },
  { value: 'PICKUP', label: 'Pick up in store', disabled: true },
];

describe('RadioGroup', () => {
  it('groups its options under the legend', () => {
    render(<RadioGroup legend="Delivery" name="delivery" options={options} />);
    const group = screen.getByRole('group', { name: 'Delivery' });
    expect(group.tagName).toBe('FIELDSET');
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('radio', { name: 'By e-mail' })).toHaveAccessibleDescription(
      'Arrives within minutes',
    );
  });

  it('reports the chosen value when an option label is clicked', async () => {
    const onChange = vi.fn();
    render(<RadioGroup legend="Delivery" name="delivery" options={options} onChange={onChange} />);
    await userEvent.click(screen.getByText('By post'));
    expect(onChange).toHaveBeenCalledWith('PHYSICAL');
    expect(screen.getByRole('radio', { name: 'By post' })).toBeChecked();
  });

  it('moves the choice with the arrow keys, skipping disabled options', async () => {
    const onChange = vi.fn();
    render(
      <RadioGroup legend="Delivery" name="delivery" options={options} defaultValue="DIGITAL" onChange={onChange} />,
    );
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'By e-mail' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'By post' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('PHYSICAL');
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'By e-mail' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('DIGITAL');
  });

  it('follows a controlled value', async () => {
    function Controlled() {
      const [value, setValue] = useState<Delivery | null>('PHYSICAL');
      return (
        <>
          <RadioGroup legend="Delivery" name="delivery" options={options} value={value} onChange={setValue} />
          <p>Chosen: {value}</p>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('radio', { name: 'By post' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'By e-mail' }));
    expect(screen.getByText('Chosen: DIGITAL')).toBeInTheDocument();
  });

  it('describes the group with its hint and error', () => {
    render(
      <RadioGroup
        legend="Delivery"
        name="delivery"
        options={options}
        hint="Choose how the gift card travels"
        error="Please choose a delivery method"
      />,
    );
    const group = screen.getByRole('group', { name: 'Delivery' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Choose how the gift card travels Please choose a delivery method');
  });

  it('marks a required choice on its radios, where ARIA allows it (a group may not carry aria-required)', () => {
    render(<RadioGroup legend="Delivery" name="delivery" options={options} required />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeRequired();
    expect(screen.getByRole('group', { name: 'Delivery' })).not.toHaveAttribute('aria-required');
  });

  it('disables every option when the group is disabled', async () => {
    const onChange = vi.fn();
    render(<RadioGroup legend="Delivery" name="delivery" options={options} disabled onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'By post' }));
    expect(onChange).not.toHaveBeenCalled();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });
});
