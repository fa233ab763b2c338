import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField.tsx';

const remainingText = (remaining: number) =>
  remaining >= 0 ? `${remaining} characters left` : `${-remaining} characters too many`;

describe('TextField', () => {
  it('is found by its visible label', async () => {
    const onChange = vi.fn();
    render(<TextField label="E-mail address" type="email" onChange={onChange} />);
    const input = screen.getByLabelText('E-mail address');
    expect(input).toHaveAttribute('type', 'email');
    await userEvent.type(input, 'a@b.ie');
    expect(input).toHaveValue('a@b.ie');
    expect(onChange).toHaveBeenCalledTimes(6);
  });

  it('is valid and undescribed while there is nothing to say', () => {
    render(<TextField label="Name" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('announces its error and marks itself invalid', () => {
    render(<TextField label="Postcode" error="Enter a valid postcode" hint="For example D02 X285" />);
    const input = screen.getByRole('textbox', { name: 'Postcode' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('For example D02 X285 Enter a valid postcode');
    expect(screen.getByText('Enter a valid postcode')).toBeVisible();
  });

  it('counts down the characters left as the customer types', async () => {
    render(<TextField label="Name on card" maxLength={10} remainingText={remainingText} />);
    const input = screen.getByRole('textbox', { name: 'Name on card' });
    expect(screen.getByText('10 characters left')).toBeInTheDocument();
    await userEvent.type(input, 'Aoife');
    expect(screen.getByText('5 characters left')).toHaveAttribute('aria-live', 'polite');
    expect(input).toHaveAccessibleDescription('5 characters left');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('flags text over the limit instead of cutting it off', async () => {
    render(<TextField label="Name on card" maxLength={5} remainingText={remainingText} />);
    const input = screen.getByRole('textbox', { name: 'Name on card' });
    await userEvent.type(input, 'Siobhán');
    expect(input).toHaveValue('Siobhán');
    expect(screen.getByText('2 characters too many')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('counts a controlled value', () => {
    render(<TextField label="Name" value="Niamh" onChange={() => {}} maxLength={8} remainingText={remainingText} />);
    expect(screen.getByText('3 characters left')).toBeInTheDocument();
  });

  it('works with react-hook-form register, including default values and the counter', async () => {
    const onSubmit = vi.fn();
    function Form() {
      const { register, handleSubmit } = useForm({ defaultValues: { name: 'Seán' } });
      return (
        <form onSubmit={handleSubmit(onSubmit)}>
          <TextField label="Name" maxLength={12} remainingText={remainingText} {...register('name')} />
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<Form />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveValue('Seán');
    expect(screen.getByText('8 characters left')).toBeInTheDocument();
    await userEvent.type(input, ' Ó');
    expect(screen.getByText('6 characters left')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Seán Ó' }, expect.anything());
  });
});
