import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button.tsx';

describe('Button', () => {
  it('reports a click', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Add to basket</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is a plain button by default, so it never submits a form by accident', () => {
    render(<Button>Continue</Button>);
    expect(screen.getByRole('button')).toHaveAttribute('type', 'button');
  });

  it('ignores clicks and Enter while disabled but stays focusable', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Pay
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
  });

  it('ignores clicks while loading and shows a labelled spinner', async () => {
    const onClick = vi.fn();
    render(
      <Button loading loadingLabel="Processing payment" onClick={onClick}>
        Pay
      </Button>,
    );
    const button = screen.getByRole('button');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Processing payment');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps its label in place while loading so the width does not jump', () => {
    render(
      <Button loading loadingLabel="Processing payment">
        Pay now
      </Button>,
    );
    expect(screen.getByText('Pay now')).toBeInTheDocument();
  });

  it('does not submit its form while loading', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" loading loadingLabel="Sending">
          Send
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits its form when it is an active submit button', async () => {
    const onSubmit = vi.fn();
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Button type="submit">Send</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('renders as a link when given an href', async () => {
    const onClick = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <Button href="/gift-cards/" variant="link" onClick={onClick}>
        All gift cards
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'All gift cards' });
    expect(link).toHaveAttribute('href', '/gift-cards/');
    await userEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('a disabled link leads nowhere and ignores clicks', async () => {
    const onClick = vi.fn();
    render(
      <Button href="/checkout/" disabled onClick={onClick}>
        Checkout
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Checkout' });
    expect(link).not.toHaveAttribute('href');
    expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('accepts a ref to the underlying button', () => {
    let element: HTMLButtonElement | null = null;
    render(
      <Button
        ref={(node) => {
          element = node;
        }}
      >
        Save
      </Button>,
    );
    expect(element).toBe(screen.getByRole('button', { name: 'Save' }));
  });
});
