import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner.tsx';

describe('Spinner', () => {
  it('announces what is loading as a status', () => {
    render(<Spinner label="Loading gift cards" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading gift cards');
  });

  it('hides the spinning shape from assistive technology', () => {
    render(<Spinner label="Loading" size="lg" tone="brand" />);
    const status = screen.getByRole('status');
    expect(status.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });
});
