import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox.tsx';

describe('Checkbox', () => {
  it('is named by its label and toggles when the label is clicked', async () => {
    const onChange = vi.fn();
    render(<Checkbox label="Send me offers by e-mail" onChange={onChange} />);
    const checkbox = screen.getByRole('checkbox', { name: 'Send me offers by e-mail' });
    expect(checkbox).not.toBeChecked();
    await userEvent.click(screen.getByText('Send me offers by e-mail'));
    expect(checkbox).toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('toggles with the space bar', async () => {
    render(<Checkbox label="Gift wrap" />);
    const checkbox = screen.getByRole('checkbox', { name: 'Gift wrap' });
    checkbox.focus();
    await userEvent.keyboard(' ');
    expect(checkbox).toBeChecked();
  });

  it('describes itself and reports an error', () => {
    render(
      <Checkbox
        label="I accept the terms"
        description="You can read them before paying"
        error="Please accept the terms to continue"
      />,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAccessibleDescription(
      'You can read them before paying Please accept the terms to continue',
    );
  });

  it('cannot be changed while disabled', async () => {
    const onChange = vi.fn();
    render(<Checkbox label="Gift wrap" disabled onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Gift wrap' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('works with react-hook-form register', async () => {
    const onSubmit = vi.fn();
    function Form() {
      const { register, handleSubmit } = useForm({ defaultValues: { newsletter: false } });
      return (
        <form onSubmit={handleSubmit(onSubmit)}>
          <Checkbox label="Newsletter" {...register('newsletter')} />
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<Form />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Newsletter' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ newsletter: true }, expect.anything());
  });
});
