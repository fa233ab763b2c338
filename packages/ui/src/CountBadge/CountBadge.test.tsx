import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CountBadge } from './CountBadge.tsx';

describe('CountBadge', () => {
  it('renders nothing when the count is zero', () => {
    const { container } = render(<CountBadge count={0} label="0 items in your basket" />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByText('0 items in your basket')).not.toBeInTheDocument();
  });

  it('renders nothing for a negative count', () => {
    const { container } = render(<CountBadge count={-2} label="-2 items" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the count above zero and gives screen readers the label instead of the bare number', () => {
    const { container } = render(<CountBadge count={3} label="3 items in your basket" />);
    expect(screen.getByText('3')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('3 items in your basket')).toBeInTheDocument();
    expect(container).toHaveTextContent('3');
  });

  it('appears when the count goes from zero to one', () => {
    const { rerender } = render(<CountBadge count={0} label="basket" />);
    expect(screen.queryByText('1')).not.toBeInTheDocument();
    rerender(<CountBadge count={1} label="1 item in your basket" />);
    expect(screen.getByText('1')).toBeInTheDocument();
  });
});
